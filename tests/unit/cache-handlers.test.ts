// @vitest-environment node
import Redis from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import PageCacheHandler from '@/lib/cache/page-cache-handler.mjs';
import { forgetAll, merge, shareThrough, TAGS_CHANNEL, TAGS_KEY } from '@/lib/cache/tag-times.mjs';
import { CACHE_NAMES } from '@/lib/cache/memory-limits.mjs';
import { createUseCacheHandler, type CacheEntry, type UseCacheHandler } from '@/lib/cache/use-cache-handler.mjs';
import { hasRedisServer, startRedisServer } from '../support/redis-server';

// Next's two cache handlers by their documented interfaces (Next's docs: cacheHandlers,
// incrementalCacheHandlerPath): what a page and a 'use cache' answer do when a tag they carry is revalidated,
// here or on another replica.
const MEMORY = { maxBytes: 1024 * 1024, onceMaxBytes: 1024 * 1024, idleMs: 60_000 };
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
const page = (tags: string) => ({ kind: 'APP_PAGE', html: '<html>Резиденция</html>', headers: { 'x-next-cache-tags': tags }, status: 200 });
const later = () => new Promise((resolve) => setTimeout(resolve, 5));
const handlers: UseCacheHandler[] = [];
const handlerOf = (options: Parameters<typeof createUseCacheHandler>[0] = {}) => {
  const handler = createUseCacheHandler({ memory: MEMORY, ...options });
  handlers.push(handler);
  return handler;
};
afterAll(() => {
  for (const handler of handlers) handler.close();
});
beforeEach(() => forgetAll());

describe('in one process', () => {
  it("an answer is kept, served stale once (-1) after revalidateTag(tag, 'max'), and a miss once its tag expired", async () => {
    const handler = handlerOf();
    await handler.set('k', Promise.resolve(entry('answer', ['cms:lots-alone'], Date.now() - 10)));
    expect(await read(await handler.get('k', []))).toBe('answer');
    await handler.updateTags(['cms:lots-alone'], { expire: 3600 });
    expect(await handler.get('k', [])).toMatchObject({ revalidate: -1 });
    await handler.updateTags(['cms:lots-alone'], { expire: 0 });
    await later();
    expect(await handler.get('k', [])).toBeUndefined();
    expect(await handler.getExpiration(['cms:lots-alone', 'cms:other'])).toBeGreaterThan(Date.now() - 1000);
    expect(await handler.getExpiration(['cms:other'])).toBe(0);
  });

  it('a page is kept with its lifetime, and a miss once a tag in its x-next-cache-tags was revalidated (not before, not for others)', async () => {
    const pages = new PageCacheHandler();
    await pages.set('/route-cache/APP_PAGE/a/$/news', page('cms,cms:news,_N_T_/news'), { cacheControl: { revalidate: 600, expire: 86_400 } });
    await pages.set('/route-cache/APP_PAGE/b/$/contacts', page('cms:contacts'), { cacheControl: { revalidate: 600 } });
    expect(await pages.get('/route-cache/APP_PAGE/a/$/news')).toMatchObject({ value: { kind: 'APP_PAGE' }, cacheControl: { revalidate: 600, expire: 86_400 } });
    await later();
    // Next calls both handlers for one revalidateTag(): the 'use cache' one shares it, the page one records it.
    await handlerOf().updateTags(['cms:news'], { expire: 0 });
    await pages.revalidateTag('cms:news', { expire: 0 });
    await later();
    expect(await pages.get('/route-cache/APP_PAGE/a/$/news')).toBeNull();
    expect(await pages.get('/route-cache/APP_PAGE/b/$/contacts')).not.toBeNull();
    expect(await pages.get('/route-cache/APP_PAGE/c/$/never')).toBeNull();
  });

  it('the tags set() is given (its documented argument, which Next fills for fetches) are the ones that expire the entry', async () => {
    const pages = new PageCacheHandler();
    const key = '/route-cache/FETCH/e/$/docs';
    await pages.set(key, { kind: 'FETCH', data: { body: '[]' } }, { tags: ['cms:docs'], cacheControl: { revalidate: 600 } });
    await pages.revalidateTag('cms:news', { expire: 0 });
    expect(await pages.get(key)).not.toBeNull();
    await later();
    await pages.revalidateTag('cms:docs', { expire: 0 });
    await later();
    expect(await pages.get(key)).toBeNull();
  });

  it('a page whose render began before a revalidation of its tags and was stored after it is not kept as new: the next visit renders it again', async () => {
    const pages = new PageCacheHandler();
    const key = '/route-cache/APP_PAGE/d/$/news/3';
    expect(await pages.get(key)).toBeNull();
    await later();
    // The editor's change arrives while the page renders from what the CMS said before it.
    await pages.revalidateTag('cms:news', { expire: 0 });
    await later();
    await pages.set(key, page('cms:news'), { cacheControl: { revalidate: 600 } });
    await later();
    expect(await pages.get(key)).toBeNull();
    // The render after the change is kept.
    await later();
    await pages.set(key, page('cms:news'), { cacheControl: { revalidate: 600 } });
    await later();
    expect(await pages.get(key)).toMatchObject({ value: { kind: 'APP_PAGE' } });
  });

  it('a page read while fresh is kept as it was; one read past its revalidate time is renewed from the time of that read', async () => {
    const pages = new PageCacheHandler();
    const key = '/route-cache/APP_PAGE/e/$/contacts';
    await pages.set(key, page('cms:contacts'), { cacheControl: { revalidate: 0.01 } });
    // Well past its 10 ms (two 5 ms timers can end on the 10th millisecond exactly, when the page is still fresh).
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Past its 10 ms: Next serves it and makes it again; a revalidation during that render hides nothing.
    expect(await pages.get(key)).not.toBeNull();
    await later();
    await pages.revalidateTag('cms:contacts', { expire: 0 });
    await later();
    await pages.set(key, page('cms:contacts'), { cacheControl: { revalidate: 600 } });
    await later();
    expect(await pages.get(key)).toBeNull();
  });

  it('every revalidation, recorded here or heard from a replica with a later moment, moves the count the warm-up watches', async () => {
    const count = () => (globalThis as unknown as Record<symbol, { changes: number } | undefined>)[Symbol.for(CACHE_NAMES.tagTimes)]?.changes ?? 0;
    const before = count();
    await new PageCacheHandler().revalidateTag('cms:realty_list', { expire: 0 });
    expect(count()).toBe(before + 1);
    merge({ 'cms:realty_list': { expired: 1 } });
    expect(count()).toBe(before + 1);
    merge({ 'cms:realty_list': { expired: Date.now() + 60_000 } });
    expect(count()).toBe(before + 2);
  });
});

describe.skipIf(!hasRedisServer)('replicas through a real Redis', () => {
  let redis: Awaited<ReturnType<typeof startRedisServer>>;
  let raw: Redis;
  // A replica's handler, once it hears what other replicas publish.
  const replica = async () => {
    const handler = handlerOf({ url: redis.url });
    await vi.waitFor(async () => {
      await raw.publish(TAGS_CHANNEL, JSON.stringify({ probe: { expired: 1 } }));
      expect(await handler.getExpiration(['probe'])).toBe(1);
    });
    return handler;
  };

  beforeAll(async () => {
    redis = await startRedisServer();
    raw = new Redis(redis.url);
  });
  afterAll(async () => {
    shareThrough(redis.url).close();
    raw.disconnect();
    await redis.stop();
  });

  it('a revalidation is written to Redis and published', async () => {
    const one = await replica();
    const listener = new Redis(redis.url);
    const heard = new Promise<string>((resolve) => listener.on('message', (_channel, message: string) => resolve(message)));
    await listener.subscribe(TAGS_CHANNEL);
    await one.updateTags(['cms:news'], { expire: 0 });
    const event = JSON.parse(await heard) as Record<string, { expired: number }>;
    expect(event['cms:news']?.expired).toBeGreaterThan(Date.now() - 5000);
    expect(JSON.parse((await raw.hget(TAGS_KEY, 'cms:news')) ?? '{}')).toEqual(event['cms:news']);
    listener.disconnect();
  });

  it("another replica's revalidation expires this replica's pages and answers: by event, and from the hash on connecting", async () => {
    const one = await replica();
    const pages = new PageCacheHandler();
    const made = Date.now() - 1000;
    await one.set('realty', Promise.resolve(entry('old', ['cms:realty_list'], made)));
    await pages.set('/route-cache/APP_PAGE/x/$/lots', page('cms:realty_list'), {});
    await later();
    const at = Date.now();
    await raw.publish(TAGS_CHANNEL, JSON.stringify({ 'cms:realty_list': { stale: at, expired: at } }));
    await vi.waitFor(async () => expect(await pages.get('/route-cache/APP_PAGE/x/$/lots')).toBeNull());
    expect(await one.get('realty', [])).toBeUndefined();

    // A replica that connects later reads every revalidation so far; an older event never moves a tag back.
    await raw.hset(TAGS_KEY, 'cms:contacts', JSON.stringify({ stale: at, expired: at }));
    shareThrough(redis.url).close();
    forgetAll();
    const fresh = await replica();
    await vi.waitFor(async () => expect(await fresh.getExpiration(['cms:contacts'])).toBe(at));
    await raw.publish(TAGS_CHANNEL, JSON.stringify({ 'cms:contacts': { stale: at - 500, expired: at - 500 } }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await fresh.getExpiration(['cms:contacts'])).toBe(at);
  });

  it('goes on without Redis: keeps in memory, revalidates locally, never waits; reads the tags again when Redis is back', async () => {
    const one = await replica();
    await one.set('kept', Promise.resolve(entry('in memory', ['cms:team'], Date.now() - 10)));
    await redis.stop();
    expect(await one.get('never-stored', [])).toBeUndefined();
    expect(await read(await one.get('kept', []))).toBe('in memory');
    await one.updateTags(['cms:team'], { expire: 0 });
    await later();
    expect(await one.get('kept', [])).toBeUndefined();

    await redis.start();
    const at = Date.now();
    await raw.hset(TAGS_KEY, 'cms:furnish', JSON.stringify({ stale: at, expired: at }));
    // Next calls refreshTags before a request's first read: the hash is read again at most once a second.
    await vi.waitFor(async () => {
      await one.refreshTags();
      expect(await one.getExpiration(['cms:furnish'])).toBe(at);
    }, { timeout: 10_000, interval: 200 });
  });
});
