// npm run bench:cold-start — how long a built site takes from its start (scripts/start.sh, as production starts it) to
// its first 200: of /healthz (what a load balancer waits for) and of the home page (what the first visitor waits
// for), beside the bare Next page (`next start` of this project's Next, one page) started on the same machine in the
// same run, median of N starts each (issue 61: a goal of 1.0 s). A start's time depends on the machine's speed that
// hour (the bare page: 0.42–0.46 s on 27 November, 1.06–1.33 s on 2 December), so the difference from the bare page is
// the site's own. What the site does before it listens is read from its Ready line (scripts/server.mjs): its modules
// loaded, Next's prepare (the instrumentation's register inside it), listening. The starts go round the cases in turn,
// so a drift of the machine is shared by all. The CMS database is seeded once beforehand, so a start measures the
// site, not the seeding. The site's starts read V8's code cache that its earlier starts of the build wrote
// (scripts/server/code-cache.mjs; one unmeasured start fills it first); the last case is a build's first start, which
// compiles everything (SITE_CODE_CACHE=off). A benchmark that prints figures, not a test.
//   Options: --runs N (starts per case, default 5), --port P (default 3600; the bare page P+1), --skip-build (the last
//   builds as they are).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { spawnServer } from '../server/spawn-server.mjs';
import { bareNextPage, startBareNextPage } from './bare-page.mjs';
import { benchDatabase, median, renderTime, seedDatabase } from './support.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' }, port: { type: 'string', default: '3600' }, 'skip-build': { type: 'boolean', default: false } } });
const RUNS = Math.max(1, Number(values.runs));
const PORT = Number(values.port);
const BARE_PORT = PORT + 1;

if (!values['skip-build'] || !existsSync(join(root, '.next/BUILD_ID'))) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build failed');
}
const bareDir = bareNextPage(root, { reuse: values['skip-build'] });
const db = benchDatabase(root, 'cold-start');
if (!existsSync(db)) seedDatabase(root, db);

/** The steps the site's Ready line reports (scripts/server.mjs), in ms since its process began. */
const READY_LINE = /Ready on \S+ in ([\d.]+) s \(modules ([\d.]+) s, Next's prepare with the instrumentation ([\d.]+) s[;)]/;

/**
 * Milliseconds from spawning a server to the first 200 of `path` (polled every 10 ms), the site's Ready line's steps
 * and that answer's render time (its Server-Timing: a page is rendered on its first visit after a start, decision 0006). `start`: starts the server and returns its process.
 */
async function firstAnswer(start, port, path) {
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const server = start();
  let steps = null;
  let out = '';
  server.stdout?.on('data', (chunk) => {
    out = (out + String(chunk)).slice(-2048);
    const match = READY_LINE.exec(out);
    if (match) steps = { listening: Number(match[1]) * 1000, modules: Number(match[2]) * 1000, prepare: Number(match[3]) * 1000 };
  });
  try {
    for (;;) {
      try {
        const response = await fetch(base + path);
        await response.arrayBuffer();
        if (response.status === 200) return { ms: performance.now() - started, steps, render: renderTime(response.headers.get('server-timing')) };
      } catch {
        // not listening yet
      }
      if (performance.now() - started > 60_000) throw new Error(`${base}${path} did not answer within a minute of the start`);
      await new Promise((r) => setTimeout(r, 10));
    }
  } finally {
    // A server that stopped by itself (a failed start) has nothing left to stop or wait for.
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      process.kill(-server.pid, 'SIGTERM');
      await exited;
    }
  }
}

const site = (env = {}) => () => spawnServer(root, ['-p', String(PORT), '-H', '127.0.0.1'], { env: { ...process.env, CMS_DB_PATH: db, SITE_URL: `http://127.0.0.1:${PORT}`, ...env }, stdio: ['ignore', 'pipe', 'ignore'], detached: true });
const bare = () => startBareNextPage(root, bareDir, BARE_PORT, { detached: true });
const cases = [
  ['bare Next page, /', bare, BARE_PORT, '/'],
  ['site, /healthz', site(), PORT, '/healthz'],
  ['site, /', site(), PORT, '/'],
  ['site, / (no cache)', site({ SITE_CODE_CACHE: 'off' }), PORT, '/'],
];
// A start that fills the code cache, as the build's first start in production does (its stop writes it).
await firstAnswer(site(), PORT, '/');
const results = cases.map(() => []);
for (let run = 0; run < RUNS; run += 1) for (const [i, [, start, port, path]] of cases.entries()) results[i].push(await firstAnswer(start, port, path));

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const bareMedian = median(results[0].map((r) => r.ms));
console.log(`\ncold start to the first 200 (median of ${RUNS} starts; goal 1.0 s)`);
for (const [i, [name]] of cases.entries()) {
  const times = results[i].map((r) => r.ms);
  const versus = i === 0 ? '' : `   ${median(times) >= bareMedian ? '+' : ''}${seconds(median(times) - bareMedian)} vs bare`;
  const renders = results[i].map((r) => r.render).filter((ms) => ms !== undefined);
  const render = renders.length ? `; its render ${seconds(median(renders))}` : '';
  console.log(`  ${name.padEnd(20)} ${seconds(median(times))}   (${times.map((t) => (t / 1000).toFixed(2)).join(', ')})${versus}${render}`);
}
const steps = results.slice(1, 3).flat().map((r) => r.steps).filter(Boolean);
if (steps.length) {
  const step = (key) => seconds(median(steps.map((s) => s[key])));
  console.log(`  the site's start with the code cache, from its Ready line (median of ${steps.length}): modules loaded ${step('modules')}, Next's prepare ${step('prepare')}, listening at ${step('listening')}`);
}
