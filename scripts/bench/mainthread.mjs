// npm run bench:mainthread — the work a phone's main thread does to open each key page, beside a bare Next page built
// and served in the same run: the CPU time of the page's renderer main thread (from /proc, the thread's own user +
// system time) over its load and the 2.5 s after it (hydration, effects, idle work), and the page's element count.
// Printed per page: the median of --runs loads at this machine's speed, that ×4 (a phone's slower CPU, as Lighthouse
// scales what it observed: its mainthread-work-breakdown at 4×), the spread, and the difference from the bare page.
// Why CPU time and not the tasks' durations Lighthouse adds up: a task's duration also holds what the thread waited
// for (the Linux font service's synchronous calls, the compositor's commit) and the time another process had the
// core; on a 2-core machine those moved Lighthouse's figure by ±50 % between runs of the same build (bare page
// 0.93–2.19 s), while the thread's CPU time moves by about ±15 % — small enough to tell a change of 30 ms at 1×.
// --without css,fonts,images,fetch,js measures each page again with those requests refused (js: scripts off; fetch: what
// the page fetches itself, which after the load is Next's prefetch of the links in view: on the catalogue its first card's
// lot, 74 kB of RSC, ~20 ms at 1×, kept on purpose: components/ui/IntentLink.tsx), to show
// where its work goes (what a styled, hydrated page costs over the same HTML bare). With scripts off Chromium loads
// every lazy picture at once (it allows lazy loading only to pages that run scripts), so `js` overstates what the HTML
// alone costs: the lot's HTML without its scripts, scripts on, measured 150–220 ms where `--without js` gave 360.
// Each page gets one unmeasured load first (the server's caches filled); the loads then go round the pages in turn,
// each in a fresh browser context (a new renderer, as a first visit), so a drift of the machine is shared by all.
// Browser: Debian's headless shell (Playwright's headless browser, no window of its own), or CHROMIUM_PATH.
// A benchmark that prints figures, not a test: it never fails on a number.
//   Options: --runs N (default 9), --port P (site, default 3500; bare page P+1), --pages home,lot (only those beside
//   the bare page), --skip-build (the last builds, as they are), --without css,fonts,images,fetch,js.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { HEADLESS_BROWSER, benchDatabase, freeLotId, keyPages, median, pagesChosen, parseStat, waitFor } from './support.mjs';
import { bareNextPage, startBareNextPage } from './bare-page.mjs';
import { spawnServer } from '../server/spawn-server.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({ options: { runs: { type: 'string', default: '9' }, port: { type: 'string', default: '3500' }, pages: { type: 'string', default: '' }, 'skip-build': { type: 'boolean', default: false }, without: { type: 'string', default: '' } } });
const RUNS = Math.max(1, Number(values.runs));
const SITE_PORT = Number(values.port);
const BARE_PORT = SITE_PORT + 1;
const BROWSER = HEADLESS_BROWSER;
const PHONE = { viewport: { width: 412, height: 915 }, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true, locale: 'ru-RU' };
/** What --without refuses: a request's resource type (fetch: the page's own fetches, Next's prefetches), or (js) the page's scripts switched off. */
const ABLATIONS = { css: 'stylesheet', fonts: 'font', images: 'image', fetch: 'fetch', js: null };
const without = values.without ? values.without.split(',').map((name) => name.trim()) : [];
for (const name of without) if (!(name in ABLATIONS)) throw new Error(`--without takes ${Object.keys(ABLATIONS).join(', ')}, not "${name}"`);
const AFTER_LOAD_MS = 2500;

/** CPU time (ms) of each renderer process's main thread (its first thread: the thread id is the process id). */
function rendererMainThreads() {
  const threads = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (!readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('--type=renderer')) continue;
      threads.set(entry, parseStat(readFileSync(`/proc/${entry}/task/${entry}/stat`, 'utf8')).cpuMs);
    } catch {
      // The process ended while the list was read.
    }
  }
  return threads;
}

/** One first visit: the main-thread CPU of the renderer that did the most (the page's), and the page's elements. */
async function load(browser, url, ablation) {
  const context = await browser.newContext({ ...PHONE, javaScriptEnabled: ablation !== 'js' });
  try {
    const refused = ablation ? ABLATIONS[ablation] : null;
    if (refused) await context.route('**/*', (route) => (route.request().resourceType() === refused ? route.abort() : route.continue()));
    const page = await context.newPage();
    await page.goto('about:blank');
    await page.waitForTimeout(300);
    const before = rendererMainThreads();
    const response = await page.goto(url, { waitUntil: 'load' });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
    await page.waitForTimeout(AFTER_LOAD_MS);
    const after = rendererMainThreads();
    let cpu = 0;
    for (const [pid, ms] of after) cpu = Math.max(cpu, ms - (before.get(pid) ?? 0));
    const elements = await page.evaluate(() => document.getElementsByTagName('*').length);
    return { cpu, elements };
  } finally {
    await context.close();
  }
}

if (!values['skip-build']) {
  console.log('› building the site');
  if (spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0) throw new Error('npm run build failed');
}
console.log('› the bare Next page');
const bareDir = bareNextPage(root, { reuse: values['skip-build'] });
const siteBase = `http://127.0.0.1:${SITE_PORT}`;
// The same demo data as bench:lighthouse.
const site = spawnServer(root, ['-p', String(SITE_PORT), '-H', '127.0.0.1'], { env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', CMS_DB_PATH: benchDatabase(root, 'lighthouse'), SITE_URL: siteBase }, stdio: ['ignore', 'ignore', 'inherit'] });
const bare = startBareNextPage(root, bareDir, BARE_PORT);
const browser = await chromium.launch({ executablePath: BROWSER, args: ['--no-sandbox'] });
try {
  await waitFor(`${siteBase}/healthz`);
  await waitFor(`http://127.0.0.1:${BARE_PORT}/`);
  const lotId = await freeLotId(siteBase);
  const chosen = pagesChosen(values.pages);
  const pages = [['bare Next', `http://127.0.0.1:${BARE_PORT}/`], ...keyPages(lotId).filter(([name]) => chosen(name)).map(([name, path]) => [name, siteBase + path])];
  const cases = pages.flatMap(([name, url]) => [[name, url, null], ...(name === 'bare Next' ? [] : without.map((ablation) => [name, url, ablation]))]);
  console.log(`› ${cases.length} cases, ${RUNS} loads each (${BROWSER}, ${PHONE.viewport.width}×${PHONE.viewport.height})`);
  for (const [, url] of pages) await load(browser, url, null);
  const results = cases.map(() => []);
  for (let run = 0; run < RUNS; run += 1) for (const [i, [, url, ablation]] of cases.entries()) results[i].push(await load(browser, url, ablation));

  console.log('\nmain thread, CPU ms        at 1×    at 4×   spread at 1×   elements   vs bare at 4×');
  let bareCpu = null;
  for (const [i, [name, , ablation]] of cases.entries()) {
    const cpu = results[i].map((r) => r.cpu);
    const at1 = median(cpu);
    bareCpu ??= at1;
    const label = ablation ? `  without ${ablation}` : name;
    const spread = `${Math.min(...cpu)}–${Math.max(...cpu)}`;
    const versus = name === 'bare Next' ? '' : `${at1 >= bareCpu ? '+' : ''}${(((at1 - bareCpu) * 4) / 1000).toFixed(2)} s`.padStart(10);
    console.log(`  ${label.padEnd(22)} ${String(at1).padStart(6)} ${((at1 * 4) / 1000).toFixed(2).padStart(7)} s ${spread.padStart(13)}   ${String(median(results[i].map((r) => r.elements))).padStart(8)}   ${versus}`);
  }
} finally {
  await browser.close();
  site.kill();
  bare.kill();
}
