// Shared by the benchmark scripts.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createConnection } from 'node:net';
import { join } from 'node:path';

/** Debian's Chromium, which the benchmarks drive (no browser download here); CHROMIUM_PATH as the e2e config, or CHROME_PATH as chrome-launcher reads it. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
/**
 * The browser of the benches that measure a page in Playwright: Debian's headless shell (Playwright's headless browser,
 * no window of its own: a 12-element page's first paint in 0.15 s at 4× CPU where Chromium's headless mode, drawing
 * each frame through its software compositor on this machine, takes 0.5 s), or CHROMIUM_PATH.
 */
export const HEADLESS_BROWSER = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/** A /proc stat line (a process's or a thread's): its parent's pid and the CPU it has used (user + system, ms). */
export function parseStat(stat) {
  // After the command's name in parentheses (which may hold spaces): state, ppid, …, utime (14th), stime (15th).
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { parent: Number(fields[1]), cpuMs: (Number(fields[11]) + Number(fields[12])) * 10 }; // USER_HZ 100
}

/** This machine's processes from /proc: pid → its parent's pid and the CPU it has used (user + system, ms). */
function processTable() {
  const table = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const { parent, cpuMs } = parseStat(readFileSync(`/proc/${entry}/stat`, 'utf8'));
      table.set(Number(entry), { parent, cpuMs });
    } catch {
      // The process ended while the list was read.
    }
  }
  return table;
}

/**
 * Resolves once the browser started as process `pid` (with its renderers, GPU and utility processes) has settled:
 * under 5 % of a core over a second, at most `maxMs`. Chromium's window does work of its own for a second or two after
 * its first page opens (its omnibox popup is a WebUI page: 0.87–0.95 s of a core, Chromium 156 on 1 December), and a
 * load measured at once shares the machine's two cores with it (measured: 0.95 s of that page's CPU during the lot's
 * load at once, 0.01 s after settling). A phone's browser is open before its visitor taps a link. Returns the ms waited.
 */
export async function browserSettled(pid, { maxMs = 15_000 } = {}) {
  const started = Date.now();
  const treeCpu = () => {
    const table = processTable();
    const inTree = (at) => at === pid || (at > 1 && table.has(at) && inTree(table.get(at).parent));
    let sum = 0;
    for (const [at, { cpuMs }] of table) if (inTree(at)) sum += cpuMs;
    return sum;
  };
  let before = treeCpu();
  while (Date.now() - started < maxMs) {
    await new Promise((done) => setTimeout(done, 1000));
    const now = treeCpu();
    if (now - before < 50) break;
    before = now;
  }
  return Date.now() - started;
}

/** The process id of the browser this process launched with Playwright (its child started with --remote-debugging-pipe). */
export function launchedBrowserPid() {
  for (const [at, { parent }] of processTable()) {
    try {
      if (parent === process.pid && readFileSync(`/proc/${at}/cmdline`, 'utf8').includes('--remote-debugging-pipe')) return at;
    } catch {
      // The process ended since the table was read.
    }
  }
  throw new Error('no browser launched by this process');
}

/** The middle value of `xs` (the upper one of an even count). */
export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The `p` percentile of `xs` (0–1): the value that share of them is below. */
export const percentile = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];

/** A small deterministic PRNG (mulberry32): the same sequence from the same seed, run after run. */
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The server's own time for a page from its `Server-Timing` header (scripts/server.mjs: `render;dur=…`), or undefined. */
export function renderTime(serverTiming) {
  const dur = /render;dur=([\d.]+)/.exec(String(serverTiming ?? ''))?.[1];
  return dur === undefined ? undefined : Number(dur);
}

/**
 * A bench's own CMS database, `.bench/{name}.sqlite` (the server seeds it on its first start), deleted when the demo's
 * seed (cms/seed: its data and its pictures) has changed since it was made: a bench measures this checkout's pages and
 * pictures, not those of the checkout that first seeded it (a kept database served the old renders after new ones).
 */
export function benchDatabase(root, name) {
  const path = join(root, '.bench', `${name}.sqlite`);
  const stamp = `${path}.seed`;
  const seed = seedFingerprint(join(root, 'cms', 'seed'));
  if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== seed) {
    for (const file of [path, `${path}-wal`, `${path}-shm`]) rmSync(file, { force: true });
  }
  mkdirSync(join(root, '.bench'), { recursive: true });
  writeFileSync(stamp, seed);
  return path;
}

/** A hash of every file under `dir`, by path and content. */
function seedFingerprint(dir) {
  const hash = createHash('sha256');
  const walk = (at) => {
    for (const entry of readdirSync(at, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(path.slice(dir.length)).update(readFileSync(path));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

/** A fresh CMS database at `path` (cms/cli/seed.ts): the demo's, or `lots` apartments. */
export function seedDatabase(root, path, { lots, quiet = true } = {}) {
  const args = [join(root, 'node_modules/tsx/dist/cli.mjs'), 'cms/cli/seed.ts', '--db', path, ...(lots ? ['--lots', String(lots)] : [])];
  spawnSync(process.execPath, args, { cwd: root, stdio: quiet ? 'ignore' : 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
}

/**
 * Stops the bench at once when `port` is taken: a server already there would answer its requests (a bench that read
 * memory after its load, bench:crawl and bench:http, keeps its server for two minutes after printing its figures).
 */
export async function portFree(port, name) {
  const taken = await new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port }, () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
  if (!taken) return;
  console.error(`${name}: port ${port} is taken (a bench still reading memory after its load?); wait for it to end, or pass --port`);
  process.exit(1);
}

/** Resolves once `url` answers 200 (polling every `every` ms, 0.5 s unless given, for up to a minute). */
export async function waitFor(url, { every = 500 } = {}) {
  for (let i = 0; i < 60_000 / every; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, every));
  }
  throw new Error(`${url} did not answer`);
}

/** The id of a free apartment on the site at `base`, for the lot page a benchmark measures. */
export async function freeLotId(base) {
  return (await (await fetch(`${base}/api/realty_list/apartments/?status=free&page_size=1`)).json()).results[0].id;
}

/**
 * A GET straight to a server on loopback as the site's public host asks for it (`host`: a page at any other host
 * redirects there, scripts/server/canonical-host.mjs), as nginx in front does; the body read and dropped.
 */
export function getAsHost(url, host, headers = {}) {
  const target = new URL(url);
  return new Promise((resolvePromise, reject) => {
    request({ host: target.hostname, port: target.port, path: target.pathname + target.search, headers: { ...headers, host } }, (response) => {
      response.resume();
      response.on('end', () => resolvePromise(response.statusCode));
    })
      .on('error', reject)
      .end();
  });
}

/**
 * Issue 61's key pages, by the names the benches print, with a free lot's address: [name, path], in the order printed.
 * @param {number | string} lotId
 * @returns {[string, string][]}
 */
export const keyPages = (lotId) => [
  ['home', '/'],
  ['catalogue', '/lots/params/apartments/'],
  ['lot', `/lots/${lotId}`],
  ['master plan', '/lots/genplan/apartments/'],
  ['mortgage', '/mortgage'],
  ['news', '/news'],
  ['progress', '/progress'],
];

/**
 * A benches' --pages option (`home,lot`) as a test of a key page's name: every page when the option is empty.
 * @param {string} option
 */
export function pagesChosen(option) {
  const only = option ? option.split(',').map((name) => name.trim()) : null;
  return (name) => !only || only.includes(name);
}

/**
 * Run in a page before its scripts (Playwright's addInitScript): keeps its largest paint so far in window.__largest,
 * { at: ms from the navigation's start, element: its tag and the start of its text or alt }.
 */
export function watchLargestPaint() {
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const node = entry.element;
      const text = node?.tagName === 'IMG' ? node.getAttribute('alt') : node?.textContent;
      window.__largest = { at: entry.startTime, element: node ? `${node.tagName.toLowerCase()} «${(text ?? '').trim().slice(0, 30)}»` : '(gone)' };
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}
