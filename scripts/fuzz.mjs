// npm run fuzz — 10,000 hostile addresses (scripts/fuzz/urls.mjs) against the site on loopback; prints the
// answers by status class and every 5xx or unanswered one. By default it starts the production server on a
// fresh demo database (after `next build`, unless --skip-build); with --base it fuzzes a server already running
// on loopback. Bounded: loopback only, --count at most 100,000. The server it starts runs as production starts it
// (scripts/start.sh: jemalloc, the warm-up after the start) with the inspector on loopback: its memory after full GCs is
// read idle (the warm-up done: the site's pages in the cache, as production keeps them), right after the fuzz and 75 s
// later (the pages' cache held to its bound, the CMS answers read once let go: lib/cache/memory-limits.mjs), against
// the goal: RSS within 20 % of idle.
// Then a flood of CSP reports (issue 60: 918 a second grew the log by 10 MB and the memory to 1 GB): --csp-seconds of
// reports from 8 senders, one in five a 1 MB body; the answers by status and the memory right after.
//   Options: --count N (10000), --seed N (12), --concurrency N (8), --port P (3700), --skip-build, --base URL,
//   --csp-seconds N (20; 0: none)
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { waitFor } from './bench/support.mjs';
import { fuzzUrls } from './fuzz/urls.mjs';
import { sendAll } from './fuzz/send.mjs';
import { memory, percentAgainst } from './bench/memory.mjs';
import { spawnServer, warmedUp } from './server/spawn-server.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '10000' },
    seed: { type: 'string', default: '12' },
    concurrency: { type: 'string', default: '8' },
    port: { type: 'string', default: '3700' },
    'skip-build': { type: 'boolean', default: false },
    base: { type: 'string' },
    'csp-seconds': { type: 'string', default: '20' },
  },
});
const count = Math.min(100_000, Math.max(1, Number(values.count)));
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

let base = values.base;
let server;
let inspectPort = 0;
const PAGES = ['/', '/contacts', '/mortgage', '/news', '/lots/params/apartments/', '/lots/genplan/apartments/', '/lots/1', '/news/1', '/tour', '/progress'];
if (base) {
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(new URL(base).hostname)) throw new Error('--base must be a loopback address');
} else {
  if (!values['skip-build']) spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', env });
  const db = join(root, '.bench/fuzz.sqlite');
  rmSync(db, { force: true });
  base = `http://127.0.0.1:${values.port}`;
  inspectPort = Number(values.port) + 2;
  // As production runs it: the warm-up makes the site's pages after the start (its memory is the idle reading's).
  server = spawnServer(root, ['-p', values.port, '-H', '127.0.0.1'], { nodeOptions: [`--inspect=127.0.0.1:${inspectPort}`], warm: true, env: { ...env, CMS_DB_PATH: db, SITE_URL: base }, stdio: ['ignore', 'pipe', 'inherit'] });
}
try {
  await waitFor(`${base}/`);
  let idle = null;
  if (server) {
    console.log(await warmedUp(server));
    for (const path of PAGES) await (await fetch(base + path)).arrayBuffer();
    console.log('server memory:');
    idle = await memory('idle, the warm-up done and each page seen once', server.pid, inspectPort);
  }
  const targets = fuzzUrls({ count, seed: Number(values.seed) });
  const result = await sendAll(base, targets, Number(values.concurrency));
  console.log(`fuzz: ${count} addresses (seed ${values.seed}) in ${result.seconds.toFixed(1)} s, slowest answer ${Math.round(result.slowestMs)} ms`);
  for (const [key, n] of Object.entries(result.byClass).sort()) console.log(`  ${key.padEnd(10)} ${n}`);
  console.log(`  5xx or no answer: ${result.failures.length}`);
  for (const failure of result.failures.slice(0, 30)) console.log(`    ${failure.status || failure.error}  ${failure.target.slice(0, 160)}`);
  if (server && idle) {
    console.log('server memory:');
    await memory('right after the fuzz', server.pid, inspectPort);
  }
  const floodSeconds = Math.min(120, Math.max(0, Number(values['csp-seconds'])));
  if (floodSeconds) {
    const flood = await cspFlood(base, floodSeconds);
    console.log(`CSP reports, ${floodSeconds} s from 8 senders: ${flood.sent} sent (${Math.round(flood.sent / floodSeconds)} a second): ${Object.entries(flood.byStatus).map(([status, n]) => `${n} × ${status}`).join(', ')}`);
    if (server) await memory('right after the CSP flood', server.pid, inspectPort);
  }
  if (server && idle) {
    await new Promise((resolvePromise) => setTimeout(resolvePromise, 75_000));
    const later = await memory('75 s after the fuzz and the flood', server.pid, inspectPort);
    console.log(`  75 s after the fuzz: RSS ${percentAgainst(later.rss, idle.rss)}, live memory ${percentAgainst(later.live, idle.live)} of idle (goal: RSS within 20 %)`);
  }
} finally {
  server?.kill();
}

/** CSP reports for `seconds` from 8 concurrent senders, one in five with a 1 MB body: the answers by status. */
async function cspFlood(target, seconds) {
  const small = JSON.stringify({ 'csp-report': { 'document-uri': `${target}/`, 'violated-directive': 'script-src-elem', 'blocked-uri': 'inline', 'script-sample': '\u001b[2J\u0007flood' } });
  const large = JSON.stringify({ 'csp-report': { 'document-uri': `${target}/`, 'script-sample': 'x'.repeat(1024 * 1024) } });
  const byStatus = {};
  let sent = 0;
  const until = performance.now() + seconds * 1000;
  const sender = async () => {
    while (performance.now() < until) {
      const body = sent % 5 === 4 ? large : small;
      sent += 1;
      const status = await fetch(`${target}/api/csp-report`, { method: 'POST', headers: { 'content-type': 'application/csp-report' }, body })
        .then(async (response) => {
          await response.arrayBuffer();
          return response.status;
        })
        .catch(() => 'no answer');
      byStatus[status] = (byStatus[status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: 8 }, sender));
  return { sent, byStatus };
}
