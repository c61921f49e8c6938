// npm run bench:http — throughput of the site's pages (autocannon, 10 connections) beside a static server
// answering the same bytes, a filtered catalogue with rotating filters, and the server's memory before,
// right after and 15 s after the load. A benchmark that prints figures, not a test.
//   Options: --duration S (per page, default 10), --connections N (default 10), --port P (default 3500).
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { freeLotId, waitFor } from './support.mjs';
import autocannon from 'autocannon';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({ options: { duration: { type: 'string', default: '10' }, connections: { type: 'string', default: '10' }, port: { type: 'string', default: '3500' }, 'skip-build': { type: 'boolean', default: false } } });
const DURATION = Number(values.duration);
const CONNECTIONS = Number(values.connections);
const SITE_PORT = Number(values.port);
const STATIC_PORT = SITE_PORT + 1;
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const site = `http://127.0.0.1:${SITE_PORT}`;

const rssMb = (pid) => {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : NaN;
};

function load(options) {
  return new Promise((resolvePromise, reject) => {
    autocannon({ connections: CONNECTIONS, duration: DURATION, ...options }, (error, result) => (error ? reject(error) : resolvePromise(result)));
  });
}

const row = (name, r, staticRps) =>
  `  ${name.padEnd(26)} ${Math.round(r.requests.average).toString().padStart(7)} req/s  p50 ${String(r.latency.p50).padStart(5)} ms  p99 ${String(r.latency.p99).padStart(5)} ms  errors ${r.errors + r.non2xx}` +
  (staticRps ? `  = ${((r.requests.average / staticRps) * 100).toFixed(2)} % of static` : '');

if (!values['skip-build']) spawnSync(process.execPath, [join(root, 'node_modules/next/dist/bin/next'), 'build'], { cwd: root, stdio: 'inherit', env });
const server = spawn(process.execPath, ['scripts/server.mjs', '-p', String(SITE_PORT), '-H', '127.0.0.1'], {
  cwd: root,
  env: { ...env, CMS_DB_PATH: join(root, '.bench/http.sqlite'), SITE_URL: site },
  stdio: ['ignore', 'ignore', 'inherit'],
});
let staticServer;
try {
  await waitFor(`${site}/`);
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

  const idle = rssMb(server.pid);
  console.log(`\nautocannon, ${CONNECTIONS} connections, ${DURATION} s per row; static = Node http serving the same bytes from memory\n`);
  for (const [name, path] of pages) {
    const stat = await load({ url: `http://127.0.0.1:${STATIC_PORT}${path}` });
    const live = await load({ url: site + path });
    console.log(row(`static ${name}`, stat));
    console.log(row(name, live, stat.requests.average));
  }
  // A filtered catalogue: every request another filter set (rooms × price bound × building × ordering), 100 sets in turn.
  const filters = [];
  for (const rooms of [0, 1, 2, 3, 4]) for (const max of [60, 90, 150, 250]) for (const building of [1, 2, 3, 4, 5]) filters.push(`/lots/params/apartments/?rooms=${rooms}&building=${building}&price_max=${max}000000${rooms % 2 ? '&ordering=-area' : ''}`);
  let next = 0;
  const peak = await load({ url: site, requests: [{ setupRequest: (request) => ({ ...request, path: filters[next++ % filters.length] }) }] });
  console.log(row('filtered catalogue (peak)', peak));
  const half = await load({ url: site, connections: Math.max(1, Math.round(CONNECTIONS / 2)), overallRate: Math.max(1, Math.round(peak.requests.average / 2)), requests: [{ setupRequest: (request) => ({ ...request, path: filters[next++ % filters.length] }) }] });
  console.log(row('filtered catalogue (½ peak)', half));
  // Never-seen filters: every request a price bound no one asked for before, so each one is rendered (a cache miss).
  let unique = 0;
  const missPath = () => `/lots/params/apartments/?rooms=${unique % 5}&price_max=${60_000_000 + ++unique * 1000}`;
  const missPeak = await load({ url: site, requests: [{ setupRequest: (request) => ({ ...request, path: missPath() }) }] });
  console.log(row('never-seen filters (peak)', missPeak));
  const missHalf = await load({ url: site, connections: Math.max(1, Math.round(CONNECTIONS / 2)), overallRate: Math.max(1, Math.round(missPeak.requests.average / 2)), requests: [{ setupRequest: (request) => ({ ...request, path: missPath() }) }] });
  console.log(row('never-seen filters (½ peak)', missHalf));
  const loaded = rssMb(server.pid);
  await new Promise((r) => setTimeout(r, 15_000));
  console.log(`\nserver memory (RSS): idle ${idle.toFixed(0)} MB, after the load ${loaded.toFixed(0)} MB, 15 s later ${rssMb(server.pid).toFixed(0)} MB`);
} finally {
  staticServer?.close();
  server.kill();
}
