// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { siteServer, startNginx } from '../../scripts/cluster/nginx.mjs';
import { REPLICA_KEEP_ALIVE_MS } from '../../scripts/server/keep-alive.mjs';

// The production nginx configuration (deploy/nginx through scripts/cluster/nginx.mjs) in front of a replica that keeps
// an idle connection as long as the site's server does: nginx must let its idle connection go first, or a lead it
// writes into a connection the replica is closing answers 502 (nginx never sends a POST to a replica twice).
const root = process.cwd();
const dir = mkdtempSync(join(tmpdir(), 'keep-alive-'));
let replica: Server;
let nginx: ReturnType<typeof startNginx>;
let front = 0;
/** For each connection nginx made: who closed it first. */
const closedBy: Array<Promise<'balancer' | 'replica'>> = [];

beforeAll(async () => {
  replica = createServer((req, res) => res.end('ok'));
  replica.keepAliveTimeout = REPLICA_KEEP_ALIVE_MS;
  replica.on('connection', (socket) => {
    closedBy.push(new Promise((resolve) => {
      socket.once('end', () => resolve('balancer'));
      socket.once('close', () => resolve('replica'));
    }));
  });
  await new Promise<void>((resolve) => replica.listen(0, '127.0.0.1', resolve));
  const replicaPort = (replica.address() as AddressInfo).port;
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  front = (probe.address() as AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
  nginx = startNginx({ root, dir, servers: [siteServer({ root, listen: `127.0.0.1:${front}`, replicaPorts: [replicaPort], staticDir: dir })] });
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (await post().then(() => true, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('nginx did not start');
});

afterAll(async () => {
  nginx?.kill();
  await new Promise((resolve) => replica?.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

const post = () =>
  new Promise<number>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: front, path: '/api/callback', method: 'POST', headers: { 'content-type': 'application/json', connection: 'close' } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end('{}');
  });

it('nginx lets an idle connection to a replica go before the replica would close it', async () => {
  expect(await post()).toBe(200);
  expect(closedBy.length).toBeGreaterThan(0);
  const first = await Promise.race([closedBy.at(-1)!, new Promise((resolve) => setTimeout(() => resolve('still open'), REPLICA_KEEP_ALIVE_MS + 2000))]);
  expect(first).toBe('balancer');
}, REPLICA_KEEP_ALIVE_MS + 10_000);
