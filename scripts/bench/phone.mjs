// npm run bench:phone — a phone's first visit to each key page, measured in the browser, beside a bare Next page built
// and served in the same run: the first and the largest paint (PerformanceObserver) and the largest paint's element.
// The topology is production's: both servers behind nginx by the repository's configuration (deploy/nginx) with TLS
// and HTTP/2, and between nginx and the browser a phone's link (phone-link.mjs: 150 ms round trips, 1.6 Mbit/s shared
// by the phone's connections, TCP's slow start), which delivers what the server wrote in the order it wrote it. The
// phone: Debian's headless shell (support.mjs, HEADLESS_BROWSER; or CHROMIUM_PATH) at 375×812 CSS px and a pixel
// ratio of 2.625, 4× slower CPU, a new browser context a load (a first visit: no cache, a new connection). What bench:lighthouse simulates from an unthrottled load,
// this measures as it happens (docs/decisions/0010-simulated-lcp.md).
// Each page is loaded once first, past the link, so the server's caches are warm; the loads then go round the pages.
// A benchmark that prints figures, not a test: it never fails on a number.
//   Options: --runs N (loads a page, default 5), --port P (site, default 3600; bare page P+1; nginx P+10, P+11; the
//   links P+20, P+21), --pages home,lot (only those beside the bare page), --skip-build (the last builds, as they are).
import { chromium } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { NGINX, hasBrotliModules, plainServer, siteServer, startNginx } from '../cluster/nginx.mjs';
import { spawnServer } from '../server/spawn-server.mjs';
import { bareNextPage, startBareNextPage } from './bare-page.mjs';
import { startPhoneLink } from './phone-link.mjs';
import { HEADLESS_BROWSER, benchDatabase, freeLotId, keyPages, median, pagesChosen, waitFor, watchLargestPaint } from './support.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' }, port: { type: 'string', default: '3600' }, pages: { type: 'string', default: '' }, 'skip-build': { type: 'boolean', default: false } } });
const RUNS = Math.max(1, Number(values.runs));
const SITE_PORT = Number(values.port);
const [BARE_PORT, SITE_TLS_PORT, BARE_TLS_PORT, SITE_LINK_PORT, BARE_LINK_PORT] = [1, 10, 11, 20, 21].map((offset) => SITE_PORT + offset);
const PHONE = { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true, locale: 'ru-RU' };
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

if (!existsSync(NGINX) || !hasBrotliModules()) throw new Error('nginx or its brotli modules are missing: bash scripts/ensure-debian-packages.sh serve');
if (!values['skip-build'] && spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', env }).status !== 0) throw new Error('npm run build failed');
const bareDir = bareNextPage(root, { reuse: values['skip-build'] });

// nginx with a certificate of the run's own; the browser is told to accept it (a switch, as Lighthouse's runs: a
// context's ignoreHTTPSErrors costs each first connection a second handshake).
const dir = mkdtempSync(join(tmpdir(), 'bench-phone-'));
if (spawnSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'), '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'], { stdio: 'ignore' }).status !== 0) throw new Error('openssl could not make a certificate');
const tls = { cert: join(dir, 'cert.pem'), key: join(dir, 'key.pem') };
const siteUrl = `https://127.0.0.1:${SITE_LINK_PORT}`;
const site = spawnServer(root, ['-p', String(SITE_PORT), '-H', '127.0.0.1'], { env: { ...env, CMS_DB_PATH: benchDatabase(root, 'phone'), SITE_URL: siteUrl, TRUSTED_PROXIES: '127.0.0.1' }, stdio: ['ignore', 'ignore', 'inherit'] });
const bare = startBareNextPage(root, bareDir, BARE_PORT);
const front = startNginx({
  root,
  dir,
  servers: [
    siteServer({ root, listen: `127.0.0.1:${SITE_TLS_PORT} ssl http2`, replicaPorts: [SITE_PORT], staticDir: join(root, '.next', 'static'), tls }),
    plainServer({ listen: `127.0.0.1:${BARE_TLS_PORT} ssl http2`, port: BARE_PORT, tls, extra: 'proxy_set_header Host $http_host; ' }),
  ],
});
const links = [startPhoneLink({ listenPort: SITE_LINK_PORT, upstreamPort: SITE_TLS_PORT }), startPhoneLink({ listenPort: BARE_LINK_PORT, upstreamPort: BARE_TLS_PORT })];
/** @type {import('@playwright/test').Browser | null} */
let browser = null;

/** One first visit: its first and largest paint (ms from the navigation's start) and what the largest was. */
async function visit(url, { phone = true } = {}) {
  const context = await (browser ??= await chromium.launch({ executablePath: HEADLESS_BROWSER, args: ['--ignore-certificate-errors'] })).newContext(PHONE);
  try {
    const page = await context.newPage();
    await page.addInitScript(watchLargestPaint);
    if (phone) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    // Pictures and fonts after the load event: what still comes paints within two seconds on this link.
    await page.waitForTimeout(2000);
    return await page.evaluate(() => ({
      first: performance.getEntriesByType('paint').find((entry) => entry.name === 'first-contentful-paint')?.startTime ?? Number.NaN,
      firstByte: performance.getEntriesByType('navigation')[0]?.responseStart ?? Number.NaN,
      largest: window.__largest?.at ?? Number.NaN,
      element: window.__largest?.element ?? '(none)',
    }));
  } finally {
    await context.close();
  }
}

try {
  await waitFor(`http://127.0.0.1:${SITE_PORT}/healthz`);
  await waitFor(`http://127.0.0.1:${BARE_PORT}/`);
  const lotId = await freeLotId(`http://127.0.0.1:${SITE_PORT}`);
  const chosen = pagesChosen(values.pages);
  const pages = [['bare Next', `https://127.0.0.1:${BARE_LINK_PORT}/`], ...keyPages(lotId).filter(([name]) => chosen(name)).map(([name, path]) => [name, siteUrl + path])];
  console.log('› one visit a page past the link (the server\'s caches filled)');
  const direct = (url) => url.replace(`:${SITE_LINK_PORT}/`, `:${SITE_TLS_PORT}/`).replace(`:${BARE_LINK_PORT}/`, `:${BARE_TLS_PORT}/`);
  for (const [, url] of pages) await visit(direct(url), { phone: false });
  const results = new Map(pages.map(([name]) => [name, []]));
  for (let run = 0; run < RUNS; run += 1) for (const [name, url] of pages) results.get(name).push(await visit(url));

  console.log(`\nphone (375 px, 4× CPU) over the link (150 ms, 1.6 Mbit/s, slow start) through nginx (TLS, HTTP/2), median of ${RUNS}`);
  console.log('                first byte   first paint   largest paint   vs bare   runs (largest)            largest element');
  const bareLargest = median(results.get('bare Next').map((r) => r.largest));
  const ms = (value) => `${Math.round(value)} ms`;
  for (const [name, runs] of results) {
    const largest = median(runs.map((r) => r.largest));
    const elements = runs.map((r) => r.element);
    const element = [...new Set(elements)].sort((a, b) => elements.filter((e) => e === b).length - elements.filter((e) => e === a).length)[0];
    const versus = name === 'bare Next' ? '' : `+${Math.round(largest - bareLargest)}`;
    console.log(`  ${name.padEnd(12)} ${ms(median(runs.map((r) => r.firstByte))).padStart(10)} ${ms(median(runs.map((r) => r.first))).padStart(13)} ${ms(largest).padStart(15)} ${versus.padStart(9)}   ${runs.map((r) => Math.round(r.largest)).join(' ').padEnd(25)} ${element}`);
  }
} finally {
  await browser?.close();
  for (const link of links) link.close();
  site.kill();
  bare.kill();
  front.kill();
}
