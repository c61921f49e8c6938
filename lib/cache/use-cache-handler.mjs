// Next's cache handler for 'use cache' (next.config.ts `cacheHandlers.default`) by the documented interface (Next's
// docs: cacheHandlers): the CMS's answers in this process's memory (lru.mjs), Next's rules for an entry, and the tags'
// revalidation moments in tag-times.mjs (shared by the replicas through Redis with REDIS_URL). The answers themselves
// are each replica's own: a replica asks the CMS once per answer and lifetime; what the site needs from every replica
// when the CMS fails is the last good answer, which Redis does hold for all (lib/api/last-good.ts).
// Plain JavaScript: Next loads a cache handler with Node's import, outside its bundles (docs/decisions/0005-replicas.md).
import { createLru } from './lru.mjs';
import { CACHE_NAMES, USE_CACHE_MEMORY } from './memory-limits.mjs';
import * as tags from './tag-times.mjs';

/**
 * The revalidate an entry is served with (Next's rules, as its default handler): past its `revalidate` or with a
 * tag expired since, a miss (undefined); with a tag gone stale, served once more and replaced (-1).
 */
function servedRevalidate(meta) {
  if (meta.expire < 0 || tags.now() > meta.timestamp + meta.revalidate * 1000 || tags.isExpired(meta.tags, meta.timestamp)) return undefined;
  return tags.isStale(meta.tags, meta.timestamp) ? -1 : meta.revalidate;
}

/** `url`: the Redis the replicas share revalidations through (none: this process alone). */
export function createUseCacheHandler({ url, memory = USE_CACHE_MEMORY } = {}) {
  const local = createLru(memory);
  // Named for the memory benches (scripts/bench/memory.mjs), which read what it holds.
  globalThis[Symbol.for(CACHE_NAMES.cmsAnswers)] = local;
  /** @type {Map<string, Promise<void>>} */
  const pending = new Map();
  if (url) tags.shareThrough(url);

  return {
    async get(cacheKey) {
      await pending.get(cacheKey);
      const kept = local.get(cacheKey);
      const revalidate = kept ? servedRevalidate(kept.meta) : undefined;
      return revalidate === undefined ? undefined : { ...kept.meta, revalidate, value: new Response(kept.bytes).body };
    },

    async set(cacheKey, pendingEntry) {
      const stored = (async () => {
        const { value, ...meta } = await pendingEntry;
        const bytes = new Uint8Array(await new Response(value).arrayBuffer());
        // An entry that expires at once is dynamic: rendered again on every read, never served from a cache.
        if (meta.expire !== 0) local.set(cacheKey, { meta, bytes }, bytes.byteLength + cacheKey.length * 2 + 256);
      })().catch(() => undefined); // a failed render is not kept
      pending.set(cacheKey, stored);
      await stored;
      if (pending.get(cacheKey) === stored) pending.delete(cacheKey);
    },

    refreshTags: () => tags.refresh(),
    getExpiration: async (tagList) => tags.latestExpiry(tagList),
    updateTags: async (tagList, durations) => tags.publish(tags.record(tagList, durations)),

    /** Its timer stopped (tests). */
    close: local.close,
  };
}

export default createUseCacheHandler({ url: (process.env.REDIS_URL ?? '').trim() || undefined });
