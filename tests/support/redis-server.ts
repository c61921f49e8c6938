import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import Redis from 'ioredis';

/** Debian's redis-server; the test command installs it (scripts/ensure-debian-packages.sh). */
export const REDIS_SERVER = '/usr/bin/redis-server';
export const hasRedisServer = existsSync(REDIS_SERVER);

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function answers(url: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const probe = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0, retryStrategy: () => null });
    probe.on('error', () => {});
    try {
      await probe.connect();
      if ((await probe.ping()) === 'PONG') return;
    } catch {
      if (Date.now() > deadline) throw new Error(`redis-server at ${url} did not answer`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      probe.disconnect();
    }
  }
}

/** A real redis-server on a free loopback port, nothing saved; `stop` and `start` again on the same port. */
export async function startRedisServer() {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let server: ChildProcess | null = null;
  const start = async () => {
    server = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    await answers(url);
  };
  const stop = async () => {
    const running = server;
    server = null;
    if (!running || running.exitCode !== null) return;
    await new Promise((resolve) => {
      running.once('exit', resolve);
      running.kill();
    });
  };
  await start();
  return { url, port, start, stop };
}
