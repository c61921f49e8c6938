// npm run bench:lighthouse — Lighthouse (mobile: median of 3; desktop: 1 run) on home, catalogue, a lot, the master
// plan, mortgage, news and progress, beside a bare Next page built and served in the same run, and beside the same bare
// page with one small stylesheet of its own (the control "bare + CSS": what any page with a stylesheet gets from this
// lab's Lighthouse, docs/decisions/0010-simulated-lcp.md). Prints score, FCP, LCP
// and the LCP element (the one most runs name), TBT, main-thread work (Lighthouse's, at its 4× slower CPU), the DOM's
// element count, CLS and
// first-load JS per page (gzip of the scripts the page loaded, the same measure for both servers: the site sends
// them in brotli, `next start` in gzip; the bytes on the wire are the last column), and each page's difference
// from the bare page.
// Each page gets one unmeasured warm-up run first, which fills the server's caches with what the browser asks
// for (the page, its prefetches), so a measured run does not share the CPU with the server rendering them.
// Then the first screen's taps on a phone (first-tap.mjs): when a tap made 200 ms after the first paint is answered.
// The site is measured through nginx by the repository's configuration (deploy/nginx), as npm run serve and
// production serve it: plain HTTP/1.1 by default, as npm run serve.
// A benchmark that prints figures, not a test: it never fails on a number.
//   Options: --runs N (mobile runs per page, default 3), --port P (site, default 3400; bare page P+1, control P+2),
//   --h2: both servers behind nginx with TLS and HTTP/2 (a self-signed certificate made for the run), as in
//   production (README "Running in production"): one connection a page instead of HTTP/1.1's one per request;
//   --pages home,lot (only those beside the bare page and the control), --skip-desktop, --skip-taps, --skip-build (the
//   last builds of the site, the bare page and the control, as they are), --save DIR (every run's Lighthouse report as JSON there: the observed
//   timeline and each request, to see what the simulated LCP counted), --chrome-flags "..." (switches added to
//   Chromium's, printed with the results: a diagnostic, e.g. --disable-features=PaintHolding, decision 0010).
// After each page's LCP element: when the unthrottled load Lighthouse observed painted it, and the script bytes (on the
// wire) that had arrived by then: the simulated LCP counts those scripts (docs/decisions/0010-simulated-lcp.md); then
// each run's LCP with its observed paint in brackets.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { CHROMIUM, benchDatabase, browserSettled, freeLotId, keyPages, median, pagesChosen, waitFor } from './support.mjs';
import { measureFirstTaps } from './first-tap.mjs';
import { NGINX, hasBrotliModules, plainServer, siteServer, startNginx } from '../cluster/nginx.mjs';
import { spawnServer } from '../server/spawn-server.mjs';
import { bareNextPage, startBareNextPage } from './bare-page.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' }, port: { type: 'string', default: '3400' }, h2: { type: 'boolean', default: false }, pages: { type: 'string', default: '' }, 'skip-desktop': { type: 'boolean', default: false }, 'skip-taps': { type: 'boolean', default: false }, 'skip-build': { type: 'boolean', default: false }, save: { type: 'string', default: '' }, 'chrome-flags': { type: 'string', default: '' } } });
const EXTRA_FLAGS = values['chrome-flags'].split(' ').filter(Boolean);
const RUNS = Math.max(1, Number(values.runs));
const SITE_PORT = Number(values.port);
const BARE_PORT = SITE_PORT + 1;
const CONTROL_PORT = SITE_PORT + 2;
const H2 = values.h2;
// nginx answers on these ports for the site and (with --h2) the bare page.
const SITE_FRONT_PORT = SITE_PORT + 10;
const BARE_TLS_PORT = SITE_PORT + 11;
const CONTROL_TLS_PORT = SITE_PORT + 12;
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

const lighthouse = (await import('lighthouse')).default;
const chromeLauncher = await import('chrome-launcher');
const desktopConfig = (await import('lighthouse/core/config/desktop-config.js')).default;

function run(cmd, args, options) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env, ...options });
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed`);
}

/** gzip (zlib's default level, as Next compresses) of a script's bytes: one measure for both servers. */
const gzipped = new Map();
async function gzippedSize(url) {
  // With --h2 the script is read straight from its server (the certificate is the run's own).
  const direct = url.replace(`https://127.0.0.1:${SITE_FRONT_PORT}`, `http://127.0.0.1:${SITE_PORT}`).replace(`https://127.0.0.1:${BARE_TLS_PORT}`, `http://127.0.0.1:${BARE_PORT}`)
    .replace(`https://127.0.0.1:${CONTROL_TLS_PORT}`, `http://127.0.0.1:${CONTROL_PORT}`);
  if (!gzipped.has(url)) gzipped.set(url, gzipSync(Buffer.from(await (await fetch(direct)).arrayBuffer())).length);
  return gzipped.get(url);
}


async function measure(url, desktop) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', ...(H2 ? ['--ignore-certificate-errors'] : []), ...EXTRA_FLAGS],
  });
  try {
    // The load is measured in a browser done starting (support.mjs browserSettled), as a phone's is.
    await browserSettled(chrome.pid);
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }, desktop ? desktopConfig : undefined);
    const lhr = result.lhr;
    if (values.save) {
      mkdirSync(values.save, { recursive: true });
      const name = `${desktop ? 'desktop' : 'mobile'}-${new URL(url).port}${new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_')}-${Date.now()}.json`;
      writeFileSync(join(values.save, name), JSON.stringify(lhr));
    }
    const requests = lhr.audits['network-requests']?.details?.items ?? [];
    const scripts = requests.filter((item) => item.resourceType === 'Script');
    const wire = scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
    // The load Lighthouse observed (unthrottled, before it simulates the phone): when its largest paint came, and how
    // many of the page's script bytes had arrived by then. Lantern counts a script that arrived before that paint in
    // the simulated LCP unless it saw the script run after it (docs/decisions/0010-simulated-lcp.md).
    const observedPaint = lhr.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint ?? Number.NaN;
    const scriptsBeforePaint = scripts.filter((item) => item.networkEndTime <= observedPaint).reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
    let js = 0;
    for (const item of scripts) js += await gzippedSize(item.url);
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcp: lhr.audits['largest-contentful-paint'].numericValue / 1000,
      fcp: lhr.audits['first-contentful-paint'].numericValue / 1000,
      // Lighthouse 13 names it in its LCP breakdown insight (12 had an audit of its own).
      element: lcpElement((lhr.audits['lcp-breakdown-insight'] ?? lhr.audits['largest-contentful-paint-element'])?.details),
      tbt: lhr.audits['total-blocking-time'].numericValue,
      // Main-thread work as a phone does it: Lighthouse's simulated 4× slower CPU scales what it observed.
      main: lhr.audits['mainthread-work-breakdown'].numericValue,
      dom: domElements(lhr.audits['dom-size-insight']?.details),
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      js: js / 1024,
      wire: wire / 1024,
      observedPaint,
      scriptsBeforePaint: scriptsBeforePaint / 1024,
    };
  } finally {
    await chrome.kill();
  }
}

/** The LCP element as Lighthouse names it (its audit's first node): the tag, its classes and its text or source. */
function lcpElement(details) {
  const nodes = [];
  const walk = (value) => {
    if (!value || typeof value !== 'object') return;
    if (value.type === 'node' && value.snippet) nodes.push(value);
    else for (const child of Object.values(value)) walk(child);
  };
  walk(details);
  const node = nodes[0];
  if (!node) return '—';
  const tag = /^<([a-z0-9-]+)/i.exec(node.snippet)?.[1] ?? '?';
  const label = (node.nodeLabel ?? '').replace(/\s+/g, ' ').slice(0, 32);
  return `${tag}${node.selector?.includes('cookie') || node.snippet.includes('cookie-banner') ? ' (cookie notice)' : ''} «${label}»`;
}

/** The page's element count from Lighthouse 13's DOM size insight (its first row: "Total elements"). */
function domElements(details) {
  const value = details?.items?.[0]?.value;
  return typeof value === 'object' && value ? value.value : Number.NaN;
}

/** One run; a run Lighthouse could not finish (no paint recorded: its metrics are missing) is run again, up to twice. */
async function measureOnce(url, desktop) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await measure(url, desktop);
    if (Number.isFinite(result.lcp) && Number.isFinite(result.tbt)) return result;
    if (attempt === 3) throw new Error(`Lighthouse recorded no paint for ${url} three times`);
    console.log(`  (a run of ${url} recorded no paint; run again)`);
  }
}

async function medianOf(url, desktop, runs) {
  const results = [];
  for (let i = 0; i < runs; i += 1) results.push(await measureOnce(url, desktop));
  return {
    score: median(results.map((r) => r.score)),
    lcp: median(results.map((r) => r.lcp)),
    fcp: median(results.map((r) => r.fcp)),
    // The element of the most runs (a page's LCP element can change with timing).
    element: mostCommon(results.map((r) => r.element)),
    tbt: median(results.map((r) => r.tbt)),
    main: median(results.map((r) => r.main)),
    dom: median(results.map((r) => r.dom)),
    cls: median(results.map((r) => r.cls)),
    js: median(results.map((r) => r.js)),
    wire: median(results.map((r) => r.wire)),
    observedPaint: median(results.map((r) => r.observedPaint)),
    scriptsBeforePaint: median(results.map((r) => r.scriptsBeforePaint)),
    runs: results,
  };
}

/** The observed (unthrottled) load behind the simulated LCP: its largest paint, and the script bytes in by then. */
const observed = (r) => (Number.isFinite(r.observedPaint) ? `; unthrottled: painted at ${Math.round(r.observedPaint)} ms, ${r.scriptsBeforePaint.toFixed(1)} kB of scripts in by then` : '');
/** Each run's LCP and observed paint: a run whose paint met the headless browser's one-second stall shows as ~1.25 s. */
const eachRun = (r) => `; runs: ${r.runs.map((run) => `${run.lcp.toFixed(2)} s (${Math.round(run.observedPaint)} ms)`).join(', ')}`;
const mostCommon = (values) => [...new Set(values)].sort((a, b) => values.filter((v) => v === b).length - values.filter((v) => v === a).length)[0];
const fmt = (r) => `${String(r.score).padStart(5)} ${r.fcp.toFixed(2).padStart(6)} s ${r.lcp.toFixed(2).padStart(6)} s ${Math.round(r.tbt).toString().padStart(6)} ms ${(r.main / 1000).toFixed(2).padStart(6)} s ${String(r.dom).padStart(5)} ${r.cls.toFixed(3).padStart(7)} ${r.js.toFixed(1).padStart(7)} kB ${r.wire.toFixed(1).padStart(7)} kB`;
const diff = (r, b) =>
  `${String(r.score - b.score).padStart(5)} ${(r.fcp - b.fcp).toFixed(2).padStart(6)} s ${(r.lcp - b.lcp).toFixed(2).padStart(6)} s ${Math.round(r.tbt - b.tbt).toString().padStart(6)} ms ${((r.main - b.main) / 1000).toFixed(2).padStart(6)} s ${String(r.dom - b.dom).padStart(5)} ${(r.cls - b.cls).toFixed(3).padStart(7)} ${(r.js - b.js).toFixed(1).padStart(7)} kB`;

/**
 * nginx in front of the site by the repository's configuration (deploy/nginx: static files compressed at build, pages
 * compressed and kept a second), as npm run serve runs it; with --h2 TLS and HTTP/2 in front of the bare page too, a
 * certificate of its own for the run.
 */
function startFront() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-front-'));
  const staticDir = join(root, '.next', 'static');
  if (!H2) return startNginx({ root, dir, servers: [siteServer({ root, listen: `127.0.0.1:${SITE_FRONT_PORT}`, replicaPorts: [SITE_PORT], staticDir })] });
  run('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'), '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'], { stdio: 'ignore' });
  const tls = { cert: join(dir, 'cert.pem'), key: join(dir, 'key.pem') };
  const site = siteServer({ root, listen: `127.0.0.1:${SITE_FRONT_PORT} ssl http2`, replicaPorts: [SITE_PORT], staticDir, tls });
  const bare = plainServer({ listen: `127.0.0.1:${BARE_TLS_PORT} ssl http2`, port: BARE_PORT, tls, extra: 'proxy_set_header Host $http_host; ' });
  const control = plainServer({ listen: `127.0.0.1:${CONTROL_TLS_PORT} ssl http2`, port: CONTROL_PORT, tls, extra: 'proxy_set_header Host $http_host; ' });
  return startNginx({ root, dir, servers: [site, bare, control] });
}

// nginx stands in front of both servers: without it (or its brotli modules) the run stops before starting anything.
if (!existsSync(NGINX) || !hasBrotliModules()) throw new Error('nginx or its brotli modules are missing: bash scripts/ensure-debian-packages.sh serve');
console.log('› building the site, a bare Next page and the bare page with a stylesheet');
// The production build: next build, then the static files compressed for nginx (scripts/standalone.mjs).
if (!values['skip-build']) run('npm', ['run', 'build'], { cwd: root });
const bareDir = bareNextPage(root, { reuse: values['skip-build'] });
const controlDir = bareNextPage(root, { reuse: values['skip-build'], stylesheet: true });
const dbPath = benchDatabase(root, 'lighthouse');
const siteUrl = `${H2 ? 'https' : 'http'}://127.0.0.1:${SITE_FRONT_PORT}`;
const bareUrl = H2 ? `https://127.0.0.1:${BARE_TLS_PORT}` : `http://127.0.0.1:${BARE_PORT}`;
const controlUrl = H2 ? `https://127.0.0.1:${CONTROL_TLS_PORT}` : `http://127.0.0.1:${CONTROL_PORT}`;
const site = spawnServer(root, ['-p', String(SITE_PORT), '-H', '127.0.0.1'], { env: { ...env, CMS_DB_PATH: dbPath, SITE_URL: siteUrl, TRUSTED_PROXIES: '127.0.0.1' }, stdio: ['ignore', 'ignore', 'inherit'] });
const bare = startBareNextPage(root, bareDir, BARE_PORT);
const control = startBareNextPage(root, controlDir, CONTROL_PORT);
const front = startFront();
try {
  // The site answers pages at SITE_URL's host only (nginx's); its health check at any.
  await waitFor(`http://127.0.0.1:${SITE_PORT}/healthz`);
  await waitFor(`http://127.0.0.1:${BARE_PORT}/`);
  await waitFor(`http://127.0.0.1:${CONTROL_PORT}/`);
  const lotId = await freeLotId(`http://127.0.0.1:${SITE_PORT}`);
  // --pages home,lot: only those (the bare page and the control are always measured beside them).
  const chosen = pagesChosen(values.pages);
  const pages = [['bare Next', `${bareUrl}/`], ['bare + CSS', `${controlUrl}/`], ...keyPages(lotId).filter(([name]) => chosen(name)).map(([name, path]) => [name, siteUrl + path])];
  console.log(`› one warm-up run per page (the site through nginx${H2 ? ': TLS, HTTP/2' : ', HTTP/1.1'})${EXTRA_FLAGS.length ? `; Chromium switches added: ${EXTRA_FLAGS.join(' ')}` : ''}`);
  for (const [, url] of pages) await measure(url, false);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  for (const [label, desktop, runs] of [[`mobile (median of ${RUNS})`, false, RUNS], ...(values['skip-desktop'] ? [] : [['desktop', true, 1]])]) {
    console.log(`\n${label}           score    FCP      LCP       TBT     main    DOM     CLS   JS gz    wire`);
    let base = null;
    for (const [name, url] of pages) {
      const result = await medianOf(url, desktop, runs);
      base ??= result;
      console.log(`  ${name.padEnd(12)} ${fmt(result)}${name === 'bare Next' ? '' : `   vs bare: ${diff(result, base)}`}   LCP: ${result.element}${observed(result)}${eachRun(result)}`);
    }
  }
  if (!values['skip-taps']) await measureFirstTaps({ base: siteUrl, lotId, runs: Math.max(RUNS, 5), executablePath: CHROMIUM });
} finally {
  site.kill();
  bare.kill();
  control.kill();
  front.kill();
}
