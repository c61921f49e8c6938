// @vitest-environment node
import Redis from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { redisOutbox } from '@/lib/leads/redis-outbox-store';
import { hasRedisServer, startRedisServer } from '../support/redis-server';

const lead = (name: string) => ({ name, phone: '+7 (916) 123-45-67', is_agreed: true, is_adv: 0 as const, mode: 'simple', form_id: '0001' });
const CLAIM_MS = 30_000;

describe.skipIf(!hasRedisServer)('the lead outbox in Redis (replicas)', () => {
  let server: Awaited<ReturnType<typeof startRedisServer>>;
  let one: Redis;
  let two: Redis;
  beforeAll(async () => {
    server = await startRedisServer();
    one = new Redis(server.url);
    two = new Redis(server.url);
  });
  afterAll(async () => {
    one.disconnect();
    two.disconnect();
    await server.stop();
  });
  beforeEach(async () => {
    await one.flushall();
  });

  it('keeps leads in order with their address until each is delivered', async () => {
    const box = redisOutbox(one, CLAIM_MS);
    await box.add(lead('Анна'), '10.0.0.1');
    await box.add(lead('Борис'), null);
    const due = await redisOutbox(two, CLAIM_MS).due(Date.now(), 10);
    expect(due.map((row) => [JSON.parse(row.payload).name, row.ip, row.attempts])).toEqual([
      ['Анна', '10.0.0.1', 0],
      ['Борис', null, 0],
    ]);
    await box.delivered(due[0]!.id);
    expect(await box.pending()).toBe(1);
    expect(await one.exists(`site:leads:lead:${due[0]!.id}`)).toBe(0);
  });

  it('gives each due lead to one replica at a time; a lead not settled within the claim is due again for the others', async () => {
    const a = redisOutbox(one, CLAIM_MS);
    const b = redisOutbox(two, CLAIM_MS);
    for (const name of ['Анна', 'Борис', 'Вера', 'Глеб']) await a.add(lead(name), null);
    const now = Date.now();
    const [first, second] = await Promise.all([a.due(now, 2), b.due(now, 10)]);
    const ids = [...first, ...second].map((row) => row.id).sort();
    expect(ids).toEqual([1, 2, 3, 4]);
    expect(await b.due(now + 1000, 10)).toEqual([]);
    // The replica that took them stopped: after the claim they are sent by another.
    expect((await b.due(now + CLAIM_MS + 1, 10)).map((row) => row.id).sort()).toEqual([1, 2, 3, 4]);
  });

  it('a failed delivery waits for its retry time; a refused lead is kept but never sent again', async () => {
    const box = redisOutbox(one, CLAIM_MS);
    const a = await box.add(lead('Анна'), null);
    const b = await box.add(lead('Борис'), null);
    const now = Date.now();
    await box.due(now, 10);
    await box.retryLater(a, now + 60_000, 'timeout');
    await box.refused(b, 'HTTP 400');
    expect(await box.due(now + 59_000, 10)).toEqual([]);
    expect((await box.due(now + 60_000, 10)).map((row) => [row.id, row.attempts])).toEqual([[a, 1]]);
    expect(await box.pending()).toBe(1);
    expect(await one.zrange('site:leads:refused', 0, -1)).toEqual([String(b)]);
    expect(await one.hget(`site:leads:lead:${b}`, 'last_error')).toBe('HTTP 400');
  });
});
