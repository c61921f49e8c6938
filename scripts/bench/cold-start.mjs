// npm run bench:cold-start — how long a built site takes from its start (scripts/start.sh, as production starts it) to
// its first 200: of /healthz (what a load balancer waits for) and of the home page (what the first visitor waits
// for), median of N starts each (issue 61: a goal of 1.0 s). The CMS database is seeded once beforehand, so a start
// measures the site, not the seeding. A benchmark that prints figures, not a test.
//   Options: --runs N (starts per address, default 5), --port P (default 3600), --skip-build (the last build as it is).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { spawnServer } from '../server/spawn-server.mjs';
import { benchDatabase, median, seedDatabase } from './support.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' }, port: { type: 'string', default: '3600' }, 'skip-build': { type: 'boolean', default: false } } });
const RUNS = Math.max(1, Number(values.runs));
const PORT = Number(values.port);

if (!values['skip-build'] || !existsSync(join(root, '.next/BUILD_ID'))) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build failed');
}
const db = benchDatabase(root, 'cold-start');
if (!existsSync(db)) seedDatabase(root, db);

/** Milliseconds from spawning the server to the first 200 of `path` (polled every 10 ms). */
async function firstAnswer(path) {
  const base = `http://127.0.0.1:${PORT}`;
  const started = performance.now();
  const server = spawnServer(root, ['-p', String(PORT), '-H', '127.0.0.1'], { env: { ...process.env, CMS_DB_PATH: db, SITE_URL: base }, stdio: 'ignore', detached: true });
  try {
    for (;;) {
      try {
        const response = await fetch(base + path);
        await response.arrayBuffer();
        if (response.status === 200) return performance.now() - started;
      } catch {
        // not listening yet
      }
      if (performance.now() - started > 60_000) throw new Error(`${path} did not answer within a minute of the start`);
      await new Promise((r) => setTimeout(r, 10));
    }
  } finally {
    process.kill(-server.pid, 'SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
}

console.log(`\ncold start to the first 200 (median of ${RUNS} starts; goal 1.0 s)`);
for (const path of ['/healthz', '/']) {
  const times = [];
  for (let run = 0; run < RUNS; run += 1) times.push(await firstAnswer(path));
  console.log(`  ${path.padEnd(10)} ${(median(times) / 1000).toFixed(2)} s   (${times.map((t) => (t / 1000).toFixed(2)).join(', ')})`);
}
