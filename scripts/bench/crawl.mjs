// npm run bench:crawl — a link checker's crawl of the whole site, as search engines and SEO tools walk it: every address
// of sitemap.xml, then every page those pages link to (the master plan's levels and floors, the news years, …), at
// 100 connections against one production process (scripts/start.sh) on the demo's CMS. Prints how many answered, the
// latency percentiles by kind of page, the slowest answers and the answers slower than the goal (issue 61: every lot
// and master-plan view within 2 s), and the server's memory before and two minutes after. A benchmark, not a test.
//   Options: --connections N (100), --port P (3800), --skip-build, --at-once (crawl as soon as the server answers,
//   without the warm-up after the start: scripts/server/warm-pages.mjs), --max N (addresses at most, 20,000).
import { spawnSync } from 'node:child_process';
import { Agent } from 'node:http';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { benchDatabase, percentile, portFree, renderTime, waitFor } from './support.mjs';
import { memory as readMemory, percentAgainst } from './memory.mjs';
import { spawnServer, warmedUp } from '../server/spawn-server.mjs';
import { getPage, isLotPage, linkedPages, sitemapPages } from '../server/site-pages.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({ options: { connections: { type: 'string', default: '100' }, port: { type: 'string', default: '3800' }, 'skip-build': { type: 'boolean', default: false }, 'at-once': { type: 'boolean', default: false }, max: { type: 'string', default: '20000' } } });
const CONNECTIONS = Number(values.connections);
const PORT = Number(values.port);
const INSPECT_PORT = PORT + 1;
const GOAL_MS = 2000;
const site = `http://127.0.0.1:${PORT}`;
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

await portFree(PORT, 'bench:crawl');
if (!values['skip-build']) spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', env });
const server = spawnServer(root, ['-p', String(PORT), '-H', '127.0.0.1'], {
  nodeOptions: [`--inspect=127.0.0.1:${INSPECT_PORT}`],
  warm: !values['at-once'],
  env: { ...env, CMS_DB_PATH: benchDatabase(root, 'crawl'), SITE_URL: site },
  stdio: ['ignore', 'pipe', 'pipe'],
});
const warm = values['at-once'] ? null : warmedUp(server);
server.stderr.on('data', (chunk) => {
  const text = String(chunk).split('\n').filter((line) => line && !/Debugger|debugger|inspector|For help, see/.test(line)).join('\n');
  if (text) process.stderr.write(`${text}\n`);
});
const memory = (label) => readMemory(label, server.pid, INSPECT_PORT);
const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });

/** One GET as a crawler sends it: the time to the last byte, the status, how Next answered and, for a page, its HTML. */
async function get(path) {
  const started = performance.now();
  const { status, headers, body, steps } = await getPage({ address: '127.0.0.1', port: PORT, path, agent, headers: { 'user-agent': 'site-crawl-bench', accept: 'text/html' } });
  // The server's own time (Server-Timing: from the request's arrival at its handler to the complete page, its turn in
  // the render queue included) beside the crawler's: a gap between them was spent before the server read the request
  // (connecting; a connection made waits in the kernel's accept queue until the server's loop takes it, one a round:
  // docs/decisions/0009-crawlers.md) or after it wrote the answer (the crawler reading it).
  const server = renderTime(headers['server-timing']);
  return { path, status, cache: String(headers['x-nextjs-cache'] ?? 'none'), ms: performance.now() - started, server, steps, html: /html/.test(String(headers['content-type'])) ? body : '' };
}

/** Every page reachable from the sitemap, `CONNECTIONS` requests at once; each address once. */
async function crawl(seeds) {
  const seen = new Set(seeds);
  const queue = [...seeds];
  const answers = [];
  const max = Number(values.max);
  let inFlight = 0;
  /** Workers that found the queue empty while answers (and the links in them) were still coming. */
  const waiting = [];
  const wakeAll = () => waiting.splice(0).forEach((wake) => wake());
  const worker = async () => {
    for (;;) {
      const path = queue.shift();
      if (path === undefined) {
        if (inFlight === 0) return wakeAll();
        await new Promise((wake) => waiting.push(wake));
        continue;
      }
      inFlight += 1;
      const { html, ...answer } = await get(path);
      inFlight -= 1;
      answers.push(answer);
      for (const link of linkedPages(html)) {
        if (seen.size >= max || seen.has(link)) continue;
        seen.add(link);
        queue.push(link);
      }
      wakeAll();
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  return { answers, seconds: (performance.now() - started) / 1000 };
}

/** Object.groupBy (Node 21+). */
const groupBy = (list, key) => list.reduce((groups, item) => ((groups[key(item)] ??= []).push(item), groups), {});
const kindOf = (path) => (isLotPage(path) ? 'lot' : path.startsWith('/lots/genplan/') ? 'master plan' : path.startsWith('/lots/params/') ? 'catalogue' : path.startsWith('/news') ? 'news' : 'other');
const ms = (value) => `${Math.round(value)} ms`.padStart(8);

try {
  await waitFor(`${site}/healthz`);
  if (!values['at-once']) {
    process.stdout.write('waiting for the server to make its pages after the start (its log says "[warm] … done") …');
    console.log(` ${await warm}`);
  }
  const before = await memory('before the crawl');
  const seeds = await sitemapPages((await (await fetch(`${site}/sitemap.xml`)).text()));
  const { answers, seconds } = await crawl(seeds);
  const statuses = Object.entries(groupBy(answers, (a) => a.status)).map(([status, list]) => `${status}: ${list.length}`).join(', ');
  console.log(`\ncrawl: ${answers.length} addresses (${seeds.length} from sitemap.xml, the rest linked) at ${CONNECTIONS} connections in ${seconds.toFixed(1)} s; ${statuses}`);
  console.log(`${'kind'.padEnd(18)} ${'count'.padStart(6)} ${'p50'.padStart(8)} ${'p90'.padStart(8)} ${'p99'.padStart(8)} ${'max'.padStart(8)}  over ${GOAL_MS / 1000} s  Next's cache (x-nextjs-cache)`);
  // Lots and the master plan's views apart by how Next answered: from its cache, or rendered on this visit.
  const rowOf = (a) => (['lot', 'master plan'].includes(kindOf(a.path)) ? `${kindOf(a.path)} ${a.cache === 'HIT' || a.cache === 'STALE' ? 'cached' : 'made'}` : kindOf(a.path));
  for (const [kind, list] of Object.entries(groupBy(answers, rowOf)).sort(([a], [b]) => a.localeCompare(b))) {
    const times = list.map((a) => a.ms);
    const caches = Object.entries(groupBy(list, (a) => a.cache)).map(([cache, answers]) => `${cache} ${answers.length}`).join(', ');
    console.log(`${kind.padEnd(18)} ${String(list.length).padStart(6)} ${ms(percentile(times, 0.5))} ${ms(percentile(times, 0.9))} ${ms(percentile(times, 0.99))} ${ms(Math.max(...times))}  ${String(times.filter((t) => t > GOAL_MS).length).padStart(8)}  ${caches}`);
  }
  const orDash = (value) => (value === undefined ? '—'.padStart(8) : ms(value));
  // Where a late answer's time went: connecting (a new connection; a dash for a kept-alive one), to the answer's first
  // line, the server's own time of that page (Server-Timing), the whole answer by the crawler's clock.
  const line = (answer) => `  ${ms(answer.ms)}  ${orDash(answer.steps.connected)}  ${orDash(answer.steps.head)}  ${orDash(answer.server)}  ${answer.status}  ${answer.cache.padEnd(5)}  ${answer.path}`;
  console.log(`\nslowest answers (the crawler's time; connected, first line of the answer, the server's own time):`);
  for (const answer of answers.sort((a, b) => b.ms - a.ms).slice(0, 10)) console.log(line(answer));
  const late = answers.filter((a) => ['lot', 'master plan'].includes(kindOf(a.path)) && a.ms > GOAL_MS);
  console.log(`lots and master-plan views over ${GOAL_MS / 1000} s: ${late.length} by the crawler's time, ${late.filter((a) => (a.server ?? 0) > GOAL_MS).length} by the server's own`);
  for (const answer of late.slice(0, 20)) console.log(line(answer));
  const after = await memory('right after the crawl');
  await new Promise((r) => setTimeout(r, 120_000));
  const later = await memory('two minutes after the crawl');
  console.log(`\nRSS after full GCs against before the crawl: ${percentAgainst(after.rss, before.rss)} right after, ${percentAgainst(later.rss, before.rss)} two minutes after (goal: within 20 %)`);
} finally {
  agent.destroy();
  server.kill();
}
