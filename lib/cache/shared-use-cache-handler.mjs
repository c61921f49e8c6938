// Next's cache handler for 'use cache' (next.config.ts `cacheHandlers.default`), shared by the replicas through
// Redis when REDIS_URL is set; without it, the in-memory handler alone (use-cache-memory.mjs).
//
// Plain JavaScript: Next loads a cache handler with Node's import, outside its bundles (and traces it into the
// standalone build). docs/decisions/0005-replicas.md.
//
// - Entries: the in-memory handler in front (use-cache-memory.mjs: Next's rules, memory given back when unread), Redis behind it (`site:uc:<build>:<key>`,
//   kept until the entry's `expire`). A replica that misses in memory reads what another replica stored.
// - Tags: the moment each tag was last revalidated lives in one Redis hash; a revalidation on any replica is
//   written there and published, and every replica merges it into Next's tags manifest, the one map that
//   Next's in-memory handler *and* its page cache (ISR) consult. So a CMS change revalidated through one replica
//   expires the data and the pages on all of them, whichever the webhook reached.
// - Redis away: reads miss (the page renders from the CMS), writes are skipped, revalidations stay local; the
//   tags are read again in full whenever Redis is back. A visitor's request never waits for Redis (no offline
//   queue, 500 ms at most a command).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import Redis from 'ioredis';
import { COMMAND_CONNECTION, LISTENER_CONNECTION } from '../redis/options.mjs';
import { USE_CACHE_MEMORY } from './memory-limits.mjs';
import { bytesOf, createUseCacheMemory, now, servedRevalidate, streamOf } from './use-cache-memory.mjs';

const require = createRequire(import.meta.url);
// Next 16.4's tags manifest (the map its page cache reads); tests/unit/shared-use-cache-handler fails if an
// upgrade moves it.
const { tagsManifest } = require('next/dist/server/lib/incremental-cache/tags-manifest.external.js');

export const TAGS_KEY = 'site:next:tags';
export const TAGS_CHANNEL = 'site:next:tags';
const ENTRY_PREFIX = 'site:uc:';
// An entry whose lifetime is "for ever" is still dropped from Redis after 30 days unread.
const LONGEST_TTL_S = 30 * 24 * 3600;
// Without the published events (subscriber away), refreshTags reads the tags at most once a second.
const POLL_MS = 1000;

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

/** Merges revalidation moments into Next's tags manifest (the later of each field wins). */
export function mergeTags(updates) {
  for (const [tag, update] of Object.entries(updates)) {
    const current = tagsManifest.get(tag) ?? {};
    const merged = { ...current };
    for (const field of ['stale', 'expired']) {
      if (typeof update[field] === 'number' && !(merged[field] >= update[field])) merged[field] = update[field];
    }
    tagsManifest.set(tag, merged);
  }
}

function buildId() {
  try {
    return readFileSync(join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'dev';
  }
}

/**
 * The handler; `url` is the Redis address (none: Next's in-memory handler alone). `build` separates the entries
 * of different builds (a function's cached answer may name client modules of its build).
 */
export function createSharedUseCacheHandler({ url, build = buildId(), memory = USE_CACHE_MEMORY } = {}) {
  const local = createUseCacheMemory(memory);
  if (!url) return local;

  const redis = new Redis(url, COMMAND_CONNECTION);
  const events = new Redis(url, LISTENER_CONNECTION);
  let warned = false;
  const warn = (error) => {
    if (warned) return;
    warned = true;
    console.error(`[cache] Redis: ${error.message}; this replica caches alone until Redis answers`);
  };
  redis.on('error', warn);
  events.on('error', warn);
  const ready = () => redis.status === 'ready';
  // A revalidation right after start (scripts/server.mjs expires the build's data) waits for the first connection.
  const connected = new Promise((resolve) => {
    redis.once('ready', resolve);
    setTimeout(resolve, 2000).unref();
  });
  const entryKey = (cacheKey) => `${ENTRY_PREFIX}${build}:${cacheKey}`;

  let lastSync = 0;
  async function syncTags() {
    if (!ready()) return;
    lastSync = Date.now();
    try {
      const all = await redis.hgetall(TAGS_KEY);
      mergeTags(Object.fromEntries(Object.entries(all).map(([tag, json]) => [tag, JSON.parse(json)])));
    } catch (error) {
      warn(error);
    }
  }
  redis.on('ready', () => {
    warned = false;
    void syncTags();
  });
  events.on('ready', () => void syncTags());
  events.on('message', (_channel, message) => {
    try {
      mergeTags(JSON.parse(message));
    } catch (error) {
      console.error('[cache] unreadable tag event:', error instanceof Error ? error.message : error);
    }
  });
  events.subscribe(TAGS_CHANNEL).catch(warn);

  return {
    async get(cacheKey, softTags) {
      const kept = await local.get(cacheKey, softTags);
      if (kept || !ready()) return kept;
      let stored;
      try {
        stored = await redis.getBuffer(entryKey(cacheKey));
      } catch (error) {
        warn(error);
        return undefined;
      }
      if (!stored) return undefined;
      const { meta, bytes } = decodeEntry(stored);
      // The in-memory handler's rules; an entry served stale once more is not kept here.
      const revalidate = servedRevalidate(meta);
      if (revalidate === undefined) return undefined;
      if (revalidate === meta.revalidate) await local.set(cacheKey, Promise.resolve({ ...meta, value: streamOf(bytes) }));
      return { ...meta, revalidate, value: streamOf(bytes) };
    },

    async set(cacheKey, pendingEntry) {
      const read = pendingEntry.then(async ({ value, ...meta }) => ({ meta, bytes: await bytesOf(value) }));
      await local.set(
        cacheKey,
        read.then(({ meta, bytes }) => ({ ...meta, value: streamOf(bytes) })),
      );
      let entry;
      try {
        entry = await read;
      } catch {
        return;
      }
      const { meta, bytes } = entry;
      // An entry that expires at once is dynamic (Next's handler keeps none either).
      if (meta.expire <= 0 || !ready()) return;
      const ttl = Math.max(1, Math.min(LONGEST_TTL_S, Math.ceil(meta.expire)));
      await redis.set(entryKey(cacheKey), encodeEntry(meta, bytes), 'EX', ttl).catch(warn);
    },

    async refreshTags() {
      if (events.status !== 'ready' && Date.now() - lastSync >= POLL_MS) await syncTags();
    },

    getExpiration(tags) {
      return local.getExpiration(tags);
    },

    async updateTags(tags, durations) {
      await local.updateTags(tags, durations);
      await connected;
      const updates = Object.fromEntries(tags.map((tag) => [tag, tagsManifest.get(tag) ?? { expired: now() }]));
      if (!ready()) {
        console.error(`[cache] Redis is away: the revalidation of ${tags.join(', ')} reached this replica only`);
        return;
      }
      try {
        const fields = Object.entries(updates).flatMap(([tag, update]) => [tag, JSON.stringify(update)]);
        await redis.multi().hset(TAGS_KEY, ...fields).publish(TAGS_CHANNEL, JSON.stringify(updates)).exec();
      } catch (error) {
        warn(error);
      }
    },

    /** Closes both connections (tests). */
    async close() {
      redis.disconnect();
      events.disconnect();
    },
  };
}

export default createSharedUseCacheHandler({ url: (process.env.REDIS_URL ?? '').trim() || undefined });
