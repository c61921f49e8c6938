// npm run bench:seo -- http://127.0.0.1:3000 — Lighthouse's SEO category on the pages issue 17 names (home,
// catalogue, a lot, news, contacts) of a running site, printing each score and the audits that did not pass.
// Start the site first (npm run serve, or scripts/server.mjs with SITE_URL set to the address given here).
import { CHROMIUM } from './support.mjs';

const base = (process.argv[2] ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const lighthouse = (await import('lighthouse')).default;
const chromeLauncher = await import('chrome-launcher');

const lotId = await fetch(`${base}/api/realty_list/apartments/?status=free&page_size=1`)
  .then((response) => response.json())
  .then((list) => list.results[0]?.id);
const pages = ['/', '/lots/params/apartments/', `/lots/${lotId}`, '/news', '/contacts'];

const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'] });
try {
  for (const path of pages) {
    const { lhr } = await lighthouse(`${base}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['seo'] });
    const failed = lhr.categories.seo.auditRefs
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'manual' && audit.scoreDisplayMode !== 'notApplicable')
      .map((audit) => audit.id);
    console.log(`${path.padEnd(28)} SEO ${Math.round((lhr.categories.seo.score ?? 0) * 100)}${failed.length ? `  not passed: ${failed.join(', ')}` : ''}`);
  }
} finally {
  await chrome.kill();
}
