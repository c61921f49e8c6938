// Next's cache handler for 'use cache' (next.config.ts `cacheHandlers.default`), by the documented interface
// (node_modules/next/dist/docs, cacheHandlers): entries in this process's memory (lru.mjs), and with REDIS_URL in
// Redis behind it (`site:uc:<build>:<key>`, kept until the entry's `expire`), so a replica that misses in memory
// reads what another stored. The tags' revalidation moments: tag-times.mjs (shared through Redis with REDIS_URL).
// Redis away: a miss in memory is a miss (the page asks the CMS), nothing waits for Redis.
// Plain JavaScript: Next loads a cache handler with Node's import, outside its bundles (docs/decisions/0005-replicas.md).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createLru } from './lru.mjs';
import { USE_CACHE_MEMORY } from './memory-limits.mjs';
import * as tags from './tag-times.mjs';

const ENTRY_PREFIX = 'site:uc:';
// An entry whose lifetime is "for ever" is still dropped from Redis after 30 days.
const LONGEST_TTL_S = 30 * 24 * 3600;

/** Entry on the wire: 4 bytes of metadata length, the metadata as JSON, then the value's bytes. */
export function encodeEntry(meta, bytes) {
  const head = Buffer.from(JSON.stringify(meta));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(head.length);
  return Buffer.concat([length, head, bytes]);
}

export function decodeEntry(buffer) {
  const length = buffer.readUInt32BE(0);
  return { meta: JSON.parse(buffer.subarray(4, 4 + length).toString()), bytes: buffer.subarray(4 + length) };
}

const streamOf = (bytes) =>
  new ReadableStream({
    start(controller) {
      controller.enqueue(new Uint8Array(bytes));
      controller.close();
    },
  });

function buildId() {
  try {
    return readFileSync(join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'dev';
  }
}

/**
 * The revalidate an entry is served with (Next's rules, as its default handler): past its `revalidate` or with a
 * tag expired since, a miss (undefined); with a tag gone stale, served once more and replaced (-1).
 */
function servedRevalidate(meta) {
  if (meta.expire < 0 || tags.now() > meta.timestamp + meta.revalidate * 1000 || tags.isExpired(meta.tags, meta.timestamp)) return undefined;
  return tags.isStale(meta.tags, meta.timestamp) ? -1 : meta.revalidate;
}

/** `url`: the Redis the replicas share (none: this process alone). `build` keeps builds apart (an answer may name its build's client modules). */
export function createUseCacheHandler({ url, build = buildId(), memory = USE_CACHE_MEMORY } = {}) {
  const local = createLru(memory);
  /** @type {Map<string, Promise<void>>} */
  const pending = new Map();
  const redis = url ? tags.shareThrough(url).redis : null;
  const ready = () => redis?.status === 'ready';
  const entryKey = (cacheKey) => `${ENTRY_PREFIX}${build}:${cacheKey}`;

  async function fromRedis(cacheKey) {
    try {
      const stored = ready() ? await redis.getBuffer(entryKey(cacheKey)) : null;
      return stored ? decodeEntry(stored) : undefined;
    } catch {
      return undefined;
    }
  }

  return {
    async get(cacheKey) {
      await pending.get(cacheKey);
      let kept = local.get(cacheKey);
      if (!kept) {
        kept = await fromRedis(cacheKey);
        if (kept) local.set(cacheKey, kept, kept.bytes.byteLength + cacheKey.length * 2 + 256);
      }
      const revalidate = kept ? servedRevalidate(kept.meta) : undefined;
      return revalidate === undefined ? undefined : { ...kept.meta, revalidate, value: streamOf(kept.bytes) };
    },

    async set(cacheKey, pendingEntry) {
      let done = () => {};
      pending.set(cacheKey, new Promise((resolve) => (done = resolve)));
      try {
        const { value, ...meta } = await pendingEntry;
        const bytes = Buffer.from(await new Response(value).arrayBuffer());
        // An entry that expires at once is dynamic: rendered again on every read, never served from a cache.
        if (meta.expire === 0) return;
        local.set(cacheKey, { meta, bytes }, bytes.byteLength + cacheKey.length * 2 + 256);
        if (ready()) await redis.set(entryKey(cacheKey), encodeEntry(meta, bytes), 'EX', Math.max(1, Math.min(LONGEST_TTL_S, Math.ceil(meta.expire)))).catch(() => undefined);
      } catch {
        // A failed render is not kept.
      } finally {
        done();
        pending.delete(cacheKey);
      }
    },

    refreshTags: () => tags.refresh(),

    getExpiration: async (tagList) => tags.latestExpiry(tagList),

    async updateTags(tagList, durations) {
      await tags.publish(tags.record(tagList, durations));
    },

    /** What it holds (benchmarks, tests) and its timer stopped (tests). */
    get size() {
      return local.size;
    },
    close: () => local.close(),
  };
}

export default createUseCacheHandler({ url: (process.env.REDIS_URL ?? '').trim() || undefined });
