// @vitest-environment node
import { createRequire } from 'node:module';
import Redis from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSharedUseCacheHandler, TAGS_CHANNEL, TAGS_KEY, type CacheEntry, type SharedUseCacheHandler } from '@/lib/cache/shared-use-cache-handler.mjs';
import { hasRedisServer, startRedisServer } from '../support/redis-server';

// The map Next 16.4's page cache (ISR) and its in-memory 'use cache' handler read tags from: the handler writes
// what other replicas revalidated into it. If an upgrade of Next moves it, this fails.
const require = createRequire(import.meta.url);
const { tagsManifest, areTagsExpired } = require('next/dist/server/lib/incremental-cache/tags-manifest.external.js') as {
  tagsManifest: Map<string, { stale?: number; expired?: number }>;
  areTagsExpired: (tags: string[], timestamp: number) => boolean;
};

const text = new TextEncoder();
const entry = (value: string, tags: string[], timestamp = Date.now()): CacheEntry => ({
  value: new ReadableStream({
    start(controller) {
      controller.enqueue(text.encode(value));
      controller.close();
    },
  }),
  tags,
  stale: 60,
  timestamp,
  expire: 86_400,
  revalidate: 600,
});
const read = async (found: CacheEntry | undefined) => (found ? new Response(found.value).text() : undefined);

describe('without REDIS_URL', () => {
  it("is Next's in-memory handler: keeps an entry and drops it when its tag is revalidated", async () => {
    const handler = createSharedUseCacheHandler({});
    await handler.set('k', Promise.resolve(entry('answer', ['cms:lots-alone'])));
    expect(await read(await handler.get('k', []))).toBe('answer');
    await handler.updateTags(['cms:lots-alone'], { expire: 0 });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await handler.get('k', [])).toBeUndefined();
  });
});

describe.skipIf(!hasRedisServer)('shared through a real Redis', () => {
  let redis: Awaited<ReturnType<typeof startRedisServer>>;
  let raw: Redis;
  const handlers: SharedUseCacheHandler[] = [];
  const replica = async (build = 'b1') => {
    const handler = createSharedUseCacheHandler({ url: redis.url, build, memory: { maxBytes: 1024 * 1024, probationMaxBytes: 1024 * 1024, probationIdleMs: 60_000, protectedIdleMs: 60_000 } });
    handlers.push(handler);
    // Ready once it has read the tags (a fresh replica syncs on connect).
    await vi.waitFor(async () => {
      await handler.set('probe', Promise.resolve(entry('p', [])));
      expect(await raw.exists(`site:uc:${build}:probe`)).toBe(1);
    });
    return handler;
  };

  beforeAll(async () => {
    redis = await startRedisServer();
    raw = new Redis(redis.url);
  });
  afterAll(async () => {
    for (const handler of handlers) await handler.close?.();
    raw.disconnect();
    await redis.stop();
  });
  beforeEach(() => tagsManifest.clear());

  it('serves an entry stored by one replica to another (same bytes and lifetimes), not to another build', async () => {
    const [one, two, otherBuild] = await Promise.all([replica(), replica(), replica('b2')]);
    const stored = entry('{"lots":[1,2,3]}', ['cms', 'cms:realty_list']);
    await one.set('lots', Promise.resolve(entry('{"lots":[1,2,3]}', ['cms', 'cms:realty_list'], stored.timestamp)));
    const found = await two.get('lots', []);
    expect(await read(found)).toBe('{"lots":[1,2,3]}');
    expect(found).toMatchObject({ tags: ['cms', 'cms:realty_list'], timestamp: stored.timestamp, revalidate: 600, expire: 86_400, stale: 60 });
    expect(await raw.ttl('site:uc:b1:lots')).toBeGreaterThan(86_000);
    expect(await otherBuild.get('lots', [])).toBeUndefined();
  });

  it('writes a revalidation to Redis and publishes it; an entry older than it is a miss everywhere', async () => {
    const [one, two] = await Promise.all([replica(), replica()]);
    await one.set('news', Promise.resolve(entry('old news', ['cms:news'], Date.now() - 1000)));
    const listener = new Redis(redis.url);
    const heard = new Promise<string>((resolve) => listener.on('message', (_channel, message: string) => resolve(message)));
    await listener.subscribe(TAGS_CHANNEL);

    await one.updateTags(['cms:news'], { expire: 0 });

    const event = JSON.parse(await heard) as Record<string, { expired: number }>;
    expect(event['cms:news']?.expired).toBeGreaterThan(Date.now() - 5000);
    expect(JSON.parse((await raw.hget(TAGS_KEY, 'cms:news')) ?? '{}')).toEqual(event['cms:news']);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await two.get('news', [])).toBeUndefined();
    listener.disconnect();
  });

  it("merges another replica's revalidation into Next's tags manifest (what the page cache reads): by event and on connect", async () => {
    await replica();
    const at = Date.now();
    await raw.publish(TAGS_CHANNEL, JSON.stringify({ 'cms:realty_list': { stale: at, expired: at } }));
    await vi.waitFor(() => expect(tagsManifest.get('cms:realty_list')).toEqual({ stale: at, expired: at }));
    expect(areTagsExpired(['cms:realty_list'], at - 1)).toBe(true);

    // A replica that starts later reads every revalidation so far.
    await raw.hset(TAGS_KEY, 'cms:contacts', JSON.stringify({ stale: at, expired: at }));
    tagsManifest.clear();
    await replica();
    await vi.waitFor(() => expect(tagsManifest.get('cms:contacts')).toEqual({ stale: at, expired: at }));
    // An older event never moves a tag back.
    await raw.publish(TAGS_CHANNEL, JSON.stringify({ 'cms:contacts': { stale: at - 500, expired: at - 500 } }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(tagsManifest.get('cms:contacts')).toEqual({ stale: at, expired: at });
  });

  it('goes on without Redis: misses at once, keeps in memory, revalidates locally; reads the tags again when Redis is back', async () => {
    const one = await replica();
    await one.set('kept', Promise.resolve(entry('in memory', ['cms:team'])));
    await redis.stop();
    await vi.waitFor(async () => {
      const started = Date.now();
      expect(await one.get('never-stored', [])).toBeUndefined();
      expect(Date.now() - started).toBeLessThan(600);
    });
    await one.set('while-away', Promise.resolve(entry('x', ['cms:team'])));
    expect(await read(await one.get('kept', []))).toBe('in memory');
    await one.updateTags(['cms:team'], { expire: 0 });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await one.get('kept', [])).toBeUndefined();

    await redis.start();
    const at = Date.now();
    await raw.hset(TAGS_KEY, 'cms:furnish', JSON.stringify({ stale: at, expired: at }));
    await vi.waitFor(() => expect(tagsManifest.get('cms:furnish')?.expired).toBe(at), { timeout: 10_000 });
  });
});
