// npm run bench:cluster — one replica beside the cluster (nginx over 3 replicas, Redis, the CMS as its own
// server: scripts/cluster/cluster.mjs) on the same pages, and what sharing costs: one replica sharing nothing
// beside one replica with Next's cache, tags, limit and outbox in Redis. A benchmark that prints figures, not a
// test. On two cores expect little gain from more replicas: the figure to read is the overhead of the shared cache.
//   Options: --duration S (per row, default 10), --connections N (default 10), --port P (nginx, default 3600).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startCluster } from '../cluster/cluster.mjs';
import { freeLotId, getAsHost } from './support.mjs';

const { values } = parseArgs({ options: { duration: { type: 'string', default: '10' }, connections: { type: 'string', default: '10' }, port: { type: 'string', default: '3600' } } });
const DURATION = Number(values.duration);
const CONNECTIONS = Number(values.connections);
const PORT = Number(values.port);
const ALONE_PORT = PORT + 5;

const load = (options) =>
  new Promise((resolvePromise, reject) => {
    autocannon({ connections: CONNECTIONS, duration: DURATION, ...options }, (error, result) => (error ? reject(error) : resolvePromise(result)));
  });
const rps = (result) => result.requests.average;
const cell = (result) => `${Math.round(rps(result)).toString().padStart(6)} req/s p99 ${String(result.latency.p99).padStart(4)} ms${result.errors + result.non2xx ? ` ERR ${result.errors + result.non2xx}` : ''}`;
const percent = (value) => `${value >= 0 ? '+' : ''}${(value * 100).toFixed(1)} %`;

console.log('[bench:cluster] starting Redis, the CMS, 3 replicas, nginx, and a replica that shares nothing…');
const dir = mkdtempSync(join(tmpdir(), 'bench-cluster-'));
const cluster = await startCluster({ replicas: 3, port: PORT, dir, quiet: true });
try {
  await cluster.startReplica(ALONE_PORT, { redis: false });
  const [shared] = cluster.replicaPorts;
  const targets = [
    ['one replica, in-process cache', `http://127.0.0.1:${ALONE_PORT}`],
    ['one replica, cache in Redis', `http://127.0.0.1:${shared}`],
    ['cluster: nginx, 3 replicas', cluster.url],
  ];
  const lot = await freeLotId(cluster.url);
  let seen = 0;
  const filters = [];
  for (const rooms of [0, 1, 2, 3, 4]) for (const max of [60, 90, 150, 250]) for (const building of [1, 2, 3, 4, 5]) filters.push(`/lots/params/apartments/?rooms=${rooms}&building=${building}&price_max=${max}000000`);
  const rows = [
    ['home', { path: '/' }],
    ['catalogue', { path: '/lots/params/apartments/' }],
    ['lot', { path: `/lots/${lot}` }],
    ['news', { path: '/news' }],
    // Rendered on every request from cached CMS answers (the 'use cache' reads: where Redis is on the path).
    ['filtered catalogue (rotating)', { requests: [{ setupRequest: (request) => ({ ...request, path: filters[seen++ % filters.length] }) }] }],
  ];
  // Every replica sees every page once, and the filtered views once each, before it is measured (through nginx
  // a view would reach one replica of three).
  // Straight to a replica a page is asked for as nginx asks: with the site's public host (any other redirects there).
  const publicHost = new URL(cluster.url).host;
  for (const base of [`http://127.0.0.1:${ALONE_PORT}`, ...cluster.replicaPorts.map((port) => `http://127.0.0.1:${port}`)]) {
    for (const [, row] of rows) if (row.path) await getAsHost(base + row.path, publicHost);
    for (const path of filters) await getAsHost(base + path, publicHost);
  }

  console.log(`\nautocannon, ${CONNECTIONS} connections, ${DURATION} s per cell; accept-encoding: br\n`);
  console.log(`  ${'page'.padEnd(30)} ${targets.map(([name]) => name.padEnd(34)).join('')}with Redis   cluster vs one`);
  const headers = { 'accept-encoding': 'br', host: publicHost };
  const costs = [];
  for (const [name, row] of rows) {
    const results = [];
    for (const [, base] of targets) results.push(await load({ url: row.path ? base + row.path : base, headers, ...(row.requests ? { requests: row.requests } : {}) }));
    const [alone, withRedis, all] = results;
    const cost = 1 - rps(withRedis) / rps(alone);
    costs.push(cost);
    console.log(`  ${name.padEnd(30)} ${results.map((result) => cell(result).padEnd(34)).join('')}${percent(-cost).padStart(9)}   ${(rps(all) / rps(withRedis)).toFixed(2).padStart(6)}×`);
  }
  const worst = Math.max(...costs);
  console.log(`\n  The shared cache costs at most ${(worst * 100).toFixed(1)} % of one replica's req/s (target: under 20 %).`);
} finally {
  await cluster.stop();
  rmSync(dir, { recursive: true, force: true });
}
