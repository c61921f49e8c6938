import type Redis from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hasRedisServer, startRedisServer } from '../support/redis-server';

vi.mock('server-only', () => ({}));
const { connect } = await import('@/lib/redis/client');
const { createSharedRateLimiter } = await import('@/lib/http/shared-rate-limit');

const WINDOW = 10 * 60_000;

// The test command installs Debian's redis-server (scripts/ensure-debian-packages.sh); the limit is checked against a real one.
describe.skipIf(!hasRedisServer)('the lead limit shared through Redis', () => {
  let redis: Awaited<ReturnType<typeof startRedisServer>>;
  let url = '';
  const clients: Redis[] = [];
  /** A replica's limiter, once its connection is up (before that, and while Redis is away, a replica counts alone). */
  const replica = async () => {
    const client = await connect(url);
    clients.push(client);
    if (client.status !== 'ready') await new Promise((resolve) => client.once('ready', resolve));
    return createSharedRateLimiter({ name: `lead-${process.pid}`, limit: 5, windowMs: WINDOW, redis: async () => client });
  };

  beforeAll(async () => {
    redis = await startRedisServer();
    url = redis.url;
  });

  afterAll(async () => {
    for (const client of clients) client.disconnect();
    await redis.stop();
  });

  it('lets 5 leads of one address through across two replicas at once, refuses the rest, and counts addresses apart', async () => {
    const [one, two] = await Promise.all([replica(), replica()]);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => (index % 2 ? one : two).acquire('203.0.113.7')));
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(5);
    const refused = answers.find((answer) => !answer.allowed);
    expect(refused && !refused.allowed && refused.retryAfterMs).toBeGreaterThan(WINDOW - 60_000);
    expect(refused && !refused.allowed && refused.retryAfterMs).toBeLessThanOrEqual(WINDOW);
    expect((await one.acquire('198.51.100.1')).allowed).toBe(true);
  });

  it('gives a slot back when the lead was not taken (released), on any replica', async () => {
    const [one, two] = await Promise.all([replica(), replica()]);
    const slots = await Promise.all(Array.from({ length: 5 }, () => one.acquire('203.0.113.8')));
    expect((await two.acquire('203.0.113.8')).allowed).toBe(false);
    const first = slots[0];
    if (first?.allowed) first.release();
    await vi.waitFor(async () => expect((await two.acquire('203.0.113.8')).allowed).toBe(true));
  });

  it('goes on in this process when Redis stops answering: a lead is still let through, and then limited here', async () => {
    const client = await connect(url);
    clients.push(client);
    const limiter = createSharedRateLimiter({ name: `lead-${process.pid}`, limit: 5, windowMs: WINDOW, redis: async () => client });
    client.disconnect();
    const answers = [];
    for (let index = 0; index < 6; index += 1) answers.push(await limiter.acquire('203.0.113.9'));
    expect(answers.map((answer) => answer.allowed)).toEqual([true, true, true, true, true, false]);
  });
});

describe('the lead limit without Redis', () => {
  it('counts in this process', async () => {
    const limiter = createSharedRateLimiter({ name: 'lead', limit: 2, windowMs: WINDOW, redis: async () => null });
    const answers = [await limiter.acquire('a'), await limiter.acquire('a'), await limiter.acquire('a'), await limiter.acquire('b')];
    expect(answers.map((answer) => answer.allowed)).toEqual([true, true, false, true]);
  });
});
