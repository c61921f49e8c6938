// npm run bench:paint-stall — whether Lighthouse's headless Chromium holds a page's first paint for about a second when
// its render-blocking stylesheet is slow (docs/decisions/0010-simulated-lcp.md): a page of two elements and one small
// stylesheet, served from this process with the stylesheet held back by each delay in turn, measured by Lighthouse
// (mobile, as bench:lighthouse runs it); prints the first paint each run observed. Nothing of the site is in it, so a
// stall it shows is the browser's, not a page's. A benchmark that prints figures, not a test.
//   Options: --runs N (Lighthouse runs per delay, default 4), --delays 0,100,200,400 (ms), --port P (default 3390),
//   --chrome-flags=... (switches added to Chromium's, e.g. --chrome-flags=--disable-features=PaintHolding).
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { browserSettled, CHROMIUM, median } from './support.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '4' },
    delays: { type: 'string', default: '0,30,60,100,200,400' },
    port: { type: 'string', default: '3390' },
    'chrome-flags': { type: 'string', default: '' },
  },
});
const RUNS = Math.max(1, Number(values.runs));
const DELAYS = values.delays.split(',').map(Number);
const EXTRA_FLAGS = values['chrome-flags'].split(/\s+/).filter(Boolean);
if (DELAYS.some((delay) => !Number.isInteger(delay) || delay < 0 || delay > 10_000)) throw new Error('--delays: whole milliseconds from 0 to 10000');

const lighthouse = (await import('lighthouse')).default;
const chromeLauncher = await import('chrome-launcher');

const CSS = 'body{margin:0;padding:24px;font:18px/1.5 sans-serif}h1{font-size:40px;line-height:1.1}';
let cssDelay = 0;
let loads = 0;
const server = createServer((request, response) => {
  if (request.url?.startsWith('/page.css')) {
    setTimeout(() => {
      response.writeHead(200, { 'content-type': 'text/css', 'cache-control': 'no-store' });
      response.end(CSS);
    }, cssDelay);
    return;
  }
  // A new stylesheet address for each load, so no run reads it from the cache of the one before.
  const html = `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Первая отрисовка</title><link rel="stylesheet" href="/page.css?${++loads}"></head><body><h1>Резиденция</h1><p>Текст страницы для проверки первой отрисовки.</p></body></html>`;
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  response.end(html);
});
await new Promise((resolve, reject) => server.once('error', reject).listen(Number(values.port), '127.0.0.1', resolve));

const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', ...EXTRA_FLAGS],
});
try {
  await browserSettled(chrome.pid);
  console.log(`first paint Lighthouse observed (mobile, ${RUNS} runs a delay)${EXTRA_FLAGS.length ? `, Chromium with ${EXTRA_FLAGS.join(' ')}` : ''}`);
  for (const delay of DELAYS) {
    cssDelay = delay;
    const painted = [];
    for (let run = 0; run < RUNS; run++) {
      const { lhr } = await lighthouse(`http://127.0.0.1:${values.port}/`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      painted.push(Math.round(lhr.audits.metrics.details.items[0].observedFirstContentfulPaint));
    }
    console.log(`  stylesheet after ${String(delay).padStart(4)} ms   median ${String(median(painted)).padStart(5)} ms   (${painted.join(', ')})`);
  }
} finally {
  await chrome.kill();
  server.close();
}
