// npm run bench:http — throughput of the site's pages (autocannon, 10 connections; each page's own render time from its
// Server-Timing, median and p99, beside the latency the client saw) beside a static server
// answering the same bytes, straight and both behind nginx (deploy/nginx) as in production, a filtered catalogue with rotating filters, and the server's memory: RSS, and what the
// process keeps after full GCs (through the inspector): the live JS heap and the buffers outside it. Read when
// idle (the warm-up after the start done, each page seen once), 15 s after the load and 75 s after it (the CMS answers
// read once let go, the pages held to their bound: lib/cache/memory-limits.mjs), and again after a second round of the filtered rows, so growth between
// rounds (a leak) is told apart from caches filling to their bounds. A benchmark that prints figures, not a test.
//   Options: --duration S (per page, default 10), --connections N (default 10), --port P (default 3500), --lots N (a
//   database seeded with N apartments instead of the demo's), --filters-only (only the filtered rows, one round: to iterate).
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { benchDatabase, freeLotId, median, percentile, portFree, renderTime, seedDatabase, waitFor } from './support.mjs';
import { memory as readMemory, percentAgainst as over } from './memory.mjs';
import { spawnServer, warmedUp } from '../server/spawn-server.mjs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { plainServer, siteServer, startNginx } from '../cluster/nginx.mjs';
import autocannon from 'autocannon';
import { openLoop } from './open-loop.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({ options: { duration: { type: 'string', default: '10' }, connections: { type: 'string', default: '10' }, port: { type: 'string', default: '3500' }, 'skip-build': { type: 'boolean', default: false }, lots: { type: 'string' }, 'filters-only': { type: 'boolean', default: false } } });
const DURATION = Number(values.duration);
const CONNECTIONS = Number(values.connections);
const SITE_PORT = Number(values.port);
const STATIC_PORT = SITE_PORT + 1;
// nginx in front of both (deploy/nginx for the site, a plain proxy for the static server), as in production.
const EDGE_SITE_PORT = SITE_PORT + 3;
const EDGE_STATIC_PORT = SITE_PORT + 4;
// Production on two cores (README "Running in production"): nginx with least_conn over two replicas, one a core.
const REPLICA_PORT = SITE_PORT + 5;
const EDGE_REPLICAS_PORT = SITE_PORT + 6;
/** Rows of random arrivals run at least this long: a p99 read from fewer than a few hundred answers is noise. */
const OPEN_LOOP_SECONDS = Math.max(DURATION, 30);
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const site = `http://127.0.0.1:${SITE_PORT}`;

// The server runs with the inspector on loopback: a full GC before each memory reading, so the JS heap figure
// is what the process keeps (caches, code), not garbage V8 has not collected yet.
const INSPECT_PORT = SITE_PORT + 2;
const memory = (label, pid) => readMemory(label, pid, INSPECT_PORT);

function load(options) {
  return new Promise((resolvePromise, reject) => {
    autocannon({ connections: CONNECTIONS, duration: DURATION, ...options }, (error, result) => (error ? reject(error) : resolvePromise(result)));
  });
}

const row = (name, r, staticRps) =>
  `  ${name.padEnd(26)} ${Math.round(r.requests.average).toString().padStart(7)} req/s  p50 ${String(r.latency.p50).padStart(5)} ms  p99 ${String(r.latency.p99).padStart(5)} ms  errors ${r.errors + r.non2xx}` +
  (r.failures && Object.keys(r.failures).length ? ` (${Object.entries(r.failures).map(([kind, count]) => `${kind} ×${count}`).join(', ')})` : '') +
  (staticRps ? `  = ${((r.requests.average / staticRps) * 100).toFixed(2)} % of static` : '') +
  (r.serverTimes?.length ? `  server ${serverFigure(median(r.serverTimes))} / ${serverFigure(percentile(r.serverTimes, 0.99))} ms (median / p99)` : '');
const serverFigure = (ms) => ms.toFixed(1).padStart(6);

/**
 * A row that also reads each page's Server-Timing (scripts/server.mjs: the time the server took to make the complete
 * HTML, without the queue before it or the network after): `paths()` gives each request's address.
 */
async function timedLoad(options, paths) {
  const serverTimes = [];
  const onResponse = (_status, _body, _context, headers) => {
    // autocannon gives the headers with the case the server wrote them in.
    const timing = Object.entries(headers).find(([name]) => name.toLowerCase() === 'server-timing')?.[1];
    const dur = renderTime(timing);
    if (dur !== undefined) serverTimes.push(dur);
  };
  const result = await load({ ...options, requests: [{ ...(paths ? { setupRequest: (request) => ({ ...request, path: paths() }) } : {}), onResponse }] });
  return { ...result, serverTimes };
}

await portFree(SITE_PORT, 'bench:http');
if (!values['skip-build']) spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', env });
/** The CMS's database: the demo's (made on the server's first start), or a fresh one with --lots apartments. */
function database() {
  const path = benchDatabase(root, values.lots ? `http-${values.lots}` : 'http');
  if (values.lots) seedDatabase(root, path, { lots: values.lots, quiet: false });
  return path;
}
const db = database();
/**
 * A site server on `port` (the first with the inspector, for the memory readings, and the warm-up after its start as
 * production runs it: its idle reading is taken once the site's pages are made), on the same database and address.
 */
const startServer = (port, inspect) =>
  spawnServer(root, ['-p', String(port), '-H', '127.0.0.1'], {
    nodeOptions: inspect ? [`--inspect=127.0.0.1:${INSPECT_PORT}`] : [],
    warm: inspect && !values['filters-only'],
    env: { ...env, CMS_DB_PATH: db, SITE_URL: site },
    stdio: ['ignore', inspect ? 'pipe' : 'ignore', 'pipe'],
  });
const server = startServer(SITE_PORT, true);
const warm = values['filters-only'] ? null : warmedUp(server);
let replica;
let edgeReplicas;
// The server's errors pass through; the inspector's notes do not.
server.stderr.on('data', (chunk) => {
  const text = String(chunk).split('\n').filter((line) => line && !/Debugger (listening|attached|ending)|Waiting for the debugger|nodejs\.org\/en\/docs\/inspector|For help, see/.test(line)).join('\n');
  if (text) process.stderr.write(`${text}\n`);
});
let staticServer;
let edge;
try {
  await waitFor(`${site}/`);
  if (warm) console.log(await warm);
  const lot = await freeLotId(site);
  const pages = [
    ['home', '/'],
    ['catalogue', '/lots/params/apartments/'],
    ['lot', `/lots/${lot}`],
    ['master plan', '/lots/genplan/apartments/'],
    ['news', '/news'],
  ];
  // The static server answers each page's bytes as the site rendered them.
  const bytes = new Map();
  for (const [, path] of pages) bytes.set(path, Buffer.from(await (await fetch(site + path)).arrayBuffer()));
  staticServer = createServer((req, res) => {
    const body = bytes.get(req.url ?? '/') ?? bytes.get('/');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length });
    res.end(body);
  }).listen(STATIC_PORT, '127.0.0.1');
  const plain = plainServer({ listen: `127.0.0.1:${EDGE_STATIC_PORT}`, port: STATIC_PORT, extra: 'proxy_set_header Accept-Encoding ""; ' });
  const edgeSite = siteServer({ root, listen: `127.0.0.1:${EDGE_SITE_PORT}`, replicaPorts: [SITE_PORT], staticDir: join(root, '.next', 'static') });
  edge = startNginx({ root, dir: mkdtempSync(join(tmpdir(), 'bench-http-')), servers: [edgeSite, plain] });
  await waitFor(`http://127.0.0.1:${EDGE_STATIC_PORT}/`);

  const onlyFilters = values['filters-only'];
  /** The pages one after another, straight and through nginx; the server's memory when idle before them. */
  async function pagesRows() {
    console.log('\nserver memory');
    const idle = await memory('idle, each page seen once', server.pid);
    console.log(`\nautocannon, ${CONNECTIONS} connections, ${DURATION} s per row; static = Node http serving the same bytes from memory\n`);
    for (const [name, path] of pages) {
      const stat = await load({ url: `http://127.0.0.1:${STATIC_PORT}${path}` });
      const live = await timedLoad({ url: site + path });
      console.log(row(`static ${name}`, stat));
      console.log(row(name, live, stat.requests.average));
    }
    // Through nginx, as visitors get them: the site's pages by deploy/nginx (a page every visitor gets alike is kept a
    // second), the static server's bytes by a plain proxy; both compressed by nginx for a client that asks.
    console.log('\nthrough nginx (deploy/nginx), Accept-Encoding: br');
    const host = new URL(site).host;
    for (const [name, path] of pages) {
      const stat = await load({ url: `http://127.0.0.1:${EDGE_STATIC_PORT}${path}`, headers: { 'accept-encoding': 'br' } });
      const live = await load({ url: `http://127.0.0.1:${EDGE_SITE_PORT}${path}`, headers: { 'accept-encoding': 'br', host } });
      console.log(row(`static ${name} (nginx)`, stat));
      console.log(row(`${name} (nginx)`, live, stat.requests.average));
    }
    return idle;
  }
  const idle = onlyFilters ? null : await pagesRows();
  // A filtered catalogue: every request another filter set (rooms × price bound × building × ordering), 100 sets in turn,
  // first as they come into the cache, then cached;
  // then never-seen filters: every request a price bound no one asked for before, so each one is rendered (a cache miss).
  const filters = [];
  for (const rooms of [0, 1, 2, 3, 4]) for (const max of [60, 90, 150, 250]) for (const building of [1, 2, 3, 4, 5]) filters.push(`/lots/params/apartments/?rooms=${rooms}&building=${building}&price_max=${max}000000${rooms % 2 ? '&ordering=-area' : ''}`);
  let next = 0;
  let unique = 0;
  const missPath = () => `/lots/params/apartments/?rooms=${unique % 5}&price_max=${60_000_000 + ++unique * 1000}`;
  const half = (peak) => ({ url: site, connections: Math.max(1, Math.round(CONNECTIONS / 2)), overallRate: Math.max(1, Math.round(peak.requests.average / 2)) });
  async function filteredRows(round) {
    const filtered = () => filters[next++ % filters.length];
    const peak = await timedLoad({ url: site }, filtered);
    console.log(row(`filtered catalogue (peak)${round}`, peak));
    console.log(row(`filtered catalogue (½ peak)${round}`, await timedLoad(half(peak), filtered)));
    // The same sets again, each now in the cache: the row above includes rendering them (a set goes to the cache on its
    // second visit, lib/routes/filter-views.ts), this one is cached filtered views alone.
    console.log(row(`  … the 100 sets cached (peak)${round}`, await timedLoad({ url: site }, filtered)));
    const missPeak = await timedLoad({ url: site }, missPath);
    console.log(row(`never-seen filters (peak)${round}`, missPeak));
    console.log(row(`never-seen filters (½ peak)${round}`, await timedLoad(half(missPeak), missPath)));
    console.log(row(`  … random arrivals${round}`, await randomArrivals(site, missPeak, missPath)));
  }
  /** Half the peak's rate as independent visitors arrive (open-loop.mjs): the row ½ peak is meant to be. */
  const randomArrivals = (url, peak, path, headers) => openLoop({ url, rate: peak.requests.average / 2, duration: OPEN_LOOP_SECONDS, path, headers });
  console.log(`\n½ peak: autocannon's rate limit (each connection sends its share of a second back to back, then waits); random arrivals: a Poisson process at the same rate for ${OPEN_LOOP_SECONDS} s, each request sent when due and timed from then (scripts/bench/open-loop.mjs)`);
  await filteredRows('');
  /** Memory after the load, a second round of the filtered rows, and memory again: caches filling told from a leak. */
  async function secondRound() {
    const rest = (seconds) => new Promise((r) => setTimeout(r, seconds * 1000));
    console.log('');
    await rest(15);
    const soon = await memory('after the load, 15 s later', server.pid);
    await rest(60);
    const later = await memory('after the load, 75 s later', server.pid);
    console.log('\nsecond round of the filtered rows');
    await filteredRows(', 2nd');
    await rest(75);
    const second = await memory('after round 2, 75 s later', server.pid);
    // What the caches keep, apart from the code V8 compiled for what the load ran (bytecode and optimised code).
    const data = (reading) => reading.live - reading.code;
    console.log(`\n  RSS after full GCs against idle:              ${over(soon.rss, idle.rss)} 15 s after the load, ${over(later.rss, idle.rss)} 75 s after, ${over(second.rss, idle.rss)} after round 2 (goal: within 20 % two minutes after)`);
    console.log(`  live memory (JS heap + buffers) against idle: ${over(soon.live, idle.live)} 15 s after the load, ${over(later.live, idle.live)} 75 s after, ${over(second.live, idle.live)} after round 2 (${over(second.live, later.live)} against round 1)`);
    console.log(`  without compiled code:                       ${over(data(soon), data(idle))} 15 s after the load, ${over(data(later), data(idle))} 75 s after, ${over(data(second), data(idle))} after round 2 (${over(data(second), data(later))} against round 1)`);
  }
  if (!onlyFilters) await secondRound();

  // Never-seen filters as production on two cores takes them: nginx (deploy/nginx, least_conn) over two replicas.
  replica = startServer(REPLICA_PORT, false);
  replica.stderr.pipe(process.stderr);
  await waitFor(`http://127.0.0.1:${REPLICA_PORT}/healthz`);
  const replicasSite = siteServer({ root, listen: `127.0.0.1:${EDGE_REPLICAS_PORT}`, replicaPorts: [SITE_PORT, REPLICA_PORT], staticDir: join(root, '.next', 'static') });
  edgeReplicas = startNginx({ root, dir: mkdtempSync(join(tmpdir(), 'bench-http-replicas-')), servers: [replicasSite] });
  const edgeUrl = `http://127.0.0.1:${EDGE_REPLICAS_PORT}`;
  const publicHost = { host: new URL(site).host };
  await waitFor(`${edgeUrl}/healthz`);
  // Each replica warm: the catalogue and a few filters once, so the code is loaded and the shared CMS answers cached.
  for (let i = 0; i < 6; i += 1) await load({ url: edgeUrl, headers: publicHost, amount: 4, connections: 2, requests: [{ setupRequest: (request) => ({ ...request, path: missPath() }) }] });
  console.log('\nproduction on two cores: nginx (deploy/nginx, least_conn) over two replicas');
  const edgePeak = await timedLoad({ url: edgeUrl, headers: publicHost }, missPath);
  console.log(row('never-seen filters (peak)', edgePeak));
  console.log(row('never-seen filters (½ peak)', await timedLoad({ ...half(edgePeak), url: edgeUrl, headers: publicHost }, missPath)));
  console.log(row('  … random arrivals', await randomArrivals(edgeUrl, edgePeak, missPath, publicHost)));
} finally {
  edgeReplicas?.kill();
  replica?.kill();
  staticServer?.close();
  edge?.kill();
  server.kill();
}
