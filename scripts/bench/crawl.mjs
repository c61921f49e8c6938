// npm run bench:crawl — a link checker's crawl of the whole site, as search engines and SEO tools walk it: every address
// of sitemap.xml, then every page those pages link to (the master plan's levels and floors, the news years, …), at
// 100 connections against one production process (scripts/start.sh) on the demo's CMS, or with --replicas against the
// production topology (nginx over 2–3 replicas sharing Redis: scripts/cluster/cluster.mjs). Prints how many answered,
// the latency percentiles by kind of page, the slowest answers and the answers slower than the goal (issue 61: every
// lot and master-plan view within 2 s), and the server's memory before and two minutes after. A benchmark, not a test.
//   Options: --connections N (100), --port P (3800; with --replicas nginx's, the replicas P+1…, Redis P+10, the CMS
//   P+11), --skip-build, --at-once (crawl as soon as the site answers, without the warm-up after the start:
//   scripts/server/warm-pages.mjs), --max N (addresses at most, 20,000), --replicas N (2 or 3: the cluster).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { benchDatabase, percentile, portFree, renderTime, waitFor } from './support.mjs';
import { memory as readMemory, percentAgainst, rssMb } from './memory.mjs';
import { spawnServer, warmedUp } from '../server/spawn-server.mjs';
import { getPage, isLotPage, linkedPages, sitemapPages } from '../server/site-pages.mjs';
import { startCluster } from '../cluster/cluster.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({ options: { connections: { type: 'string', default: '100' }, port: { type: 'string', default: '3800' }, 'skip-build': { type: 'boolean', default: false }, 'at-once': { type: 'boolean', default: false }, max: { type: 'string', default: '20000' }, replicas: { type: 'string', default: '0' } } });
const CONNECTIONS = Number(values.connections);
const PORT = Number(values.port);
const REPLICAS = Number(values.replicas);
const GOAL_MS = 2000;
const site = `http://127.0.0.1:${PORT}`;
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
if (![0, 2, 3].includes(REPLICAS)) {
  console.error('--replicas: 2 or 3 (the cluster through nginx); without it, one process');
  process.exit(2);
}

await portFree(PORT, 'bench:crawl');
if (!values['skip-build']) spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', env });
const target = REPLICAS ? await clusterTarget() : oneProcess();
const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });

/** One production process with its inspector on the next port: its memory read after full GCs. */
function oneProcess() {
  const inspectPort = PORT + 1;
  const server = spawnServer(root, ['-p', String(PORT), '-H', '127.0.0.1'], {
    nodeOptions: [`--inspect=127.0.0.1:${inspectPort}`],
    warm: !values['at-once'],
    env: { ...env, CMS_DB_PATH: benchDatabase(root, 'crawl'), SITE_URL: site },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const warm = values['at-once'] ? null : warmedUp(server);
  server.stderr.on('data', (chunk) => {
    const text = String(chunk).split('\n').filter((line) => line && !/Debugger|debugger|inspector|For help, see/.test(line)).join('\n');
    if (text) process.stderr.write(`${text}\n`);
  });
  return {
    warm: async () => (warm ? await warm : ''),
    /** RSS after full GCs (MB). */
    memory: async (label) => (await readMemory(label, server.pid, inspectPort)).rss,
    stop: async () => server.kill(),
  };
}

/** nginx over the replicas (each with its warm-up), Redis and the CMS; the replicas' RSS as the crawl left it. */
async function clusterTarget() {
  // The replicas read WARM_PAGES from the environment they inherit (on unless said otherwise).
  process.env.WARM_PAGES = values['at-once'] ? 'off' : 'on';
  const dir = mkdtempSync(join(tmpdir(), 'bench-crawl-'));
  const cluster = await startCluster({ replicas: REPLICAS, port: PORT, dir, dbPath: benchDatabase(root, 'crawl'), quiet: true, pipeReplicas: true });
  const replicas = cluster.replicaPorts.map((port) => ({ port, process: cluster.replicaProcess(port) }));
  const warm = values['at-once'] ? null : Promise.all(replicas.map(({ port, process: child }) => warmedUp(child).then((line) => `replica ${port}: ${line}`)));
  if (!warm) for (const { process: child } of replicas) child.stdout.resume();
  return {
    warm: async () => (warm ? `\n  ${(await warm).join('\n  ')}` : ''),
    /** The replicas' RSS summed (MB), as the crawl left it: no GC forced (they have no inspector). */
    memory: async (label) => {
      const each = replicas.map(({ port, process: child }) => `${port} ${Math.round(rssMb(child.pid))} MB`);
      const sum = replicas.reduce((total, { process: child }) => total + rssMb(child.pid), 0);
      console.log(`${label}: replicas' RSS ${Math.round(sum)} MB (${each.join(', ')}; no GC forced)`);
      return sum;
    },
    // Redis's file, nginx's cache and the replicas' outboxes go with the run.
    stop: async () => {
      await cluster.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

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
    process.stdout.write(`waiting for the ${REPLICAS ? 'replicas' : 'server'} to make their pages after the start (the log says "[warm] … done") …`);
    console.log(` ${await target.warm()}`);
  }
  const before = await target.memory('before the crawl');
  const seeds = await sitemapPages((await (await fetch(`${site}/sitemap.xml`)).text()));
  const { answers, seconds } = await crawl(seeds);
  const statuses = Object.entries(groupBy(answers, (a) => a.status)).map(([status, list]) => `${status}: ${list.length}`).join(', ');
  console.log(`\ncrawl: ${answers.length} addresses (${seeds.length} from sitemap.xml, the rest linked) at ${CONNECTIONS} connections${REPLICAS ? ` through nginx over ${REPLICAS} replicas` : ''} in ${seconds.toFixed(1)} s; ${statuses}`);
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
  const after = await target.memory('right after the crawl');
  await new Promise((r) => setTimeout(r, 120_000));
  const later = await target.memory('two minutes after the crawl');
  console.log(`\nRSS${REPLICAS ? '' : ' after full GCs'} against before the crawl: ${percentAgainst(after, before)} right after, ${percentAgainst(later, before)} two minutes after (goal: within 20 %)`);
} finally {
  agent.destroy();
  await target.stop();
}
