// When each cache tag was last revalidated: the tag map both of Next's cache handlers keep by the documented
// interfaces (`updateTags`/`revalidateTag` write it, `getExpiration` and `get` read it). One map a process, so a
// revalidation expires the CMS's answers (use-cache-handler.mjs) and the pages built from them (page-cache-handler.mjs).
// With REDIS_URL the replicas share it: a revalidation goes into one Redis hash and is published; each replica merges
// what it hears, and reads the whole hash on (re)connecting and at most once a second while requests come. Redis away:
// revalidations stay local and nothing waits for Redis (500 ms at most a command).
import { createRequire } from 'node:module';
import { COMMAND_CONNECTION, LISTENER_CONNECTION } from '../redis/options.mjs';
import { CACHE_NAMES } from './memory-limits.mjs';

export const TAGS_KEY = 'site:next:tags';
export const TAGS_CHANNEL = 'site:next:tags';
const STATE = Symbol.for(CACHE_NAMES.tagTimes);
/**
 * `changes` counts the revalidations recorded or heard: the server's warm-up (scripts/server/warm-pages.mjs) makes the
 * pages again when it moves.
 * @type {{ times: Map<string, { stale?: number, expired?: number }>, changes: number, shared?: ReturnType<typeof connect> }}
 */
const state = (globalThis[STATE] ??= { times: new Map(), changes: 0 });

/** Next's clock for cache entries (`timestamp`), in milliseconds. */
export const now = () => Math.round(performance.timeOrigin + performance.now());

/** Records a revalidation by Next's rules (no durations: expired now; with them, stale now, expired after `expire`); returns it. */
export function record(tags, durations, time = now()) {
  const updates = {};
  for (const tag of tags) {
    const known = state.times.get(tag) ?? {};
    updates[tag] = durations ? { ...known, stale: time, ...(durations.expire === undefined ? {} : { expired: time + durations.expire * 1000 }) } : { ...known, expired: time };
    state.times.set(tag, updates[tag]);
  }
  state.changes += 1;
  return updates;
}

/** Merges revalidations heard from other replicas: the later moment of each field wins. */
export function merge(updates) {
  for (const [tag, update] of Object.entries(updates)) {
    const merged = { ...state.times.get(tag) };
    let moved = false;
    for (const field of ['stale', 'expired']) {
      if (typeof update[field] !== 'number' || merged[field] >= update[field]) continue;
      merged[field] = update[field];
      moved = true;
    }
    state.times.set(tag, merged);
    if (moved) state.changes += 1;
  }
}

const expiredAt = (tag) => state.times.get(tag)?.expired ?? 0;
/** True when a tag of an entry made at `timestamp` expired after it, and by now. */
export const isExpired = (tags, timestamp) => tags.some((tag) => expiredAt(tag) > timestamp && expiredAt(tag) <= now());
/** True when a tag of an entry made at `timestamp` went stale after it. */
export const isStale = (tags, timestamp) => tags.some((tag) => (state.times.get(tag)?.stale ?? 0) > timestamp);
/** The latest expiry of these tags, 0 for none (`getExpiration`). */
export const latestExpiry = (tags) => Math.max(0, ...tags.map(expiredAt));
/** Publishes a revalidation to the other replicas (nothing without REDIS_URL). */
export const publish = async (updates) => state.shared?.publish(updates);
/** Reads the shared tags again, at most once a second (Next calls it before a request's first read). */
export const refresh = async () => state.shared?.refresh();
/** Shares the map through the Redis at `url`, once a process. */
export const shareThrough = (url) => (state.shared ??= connect(url));
/** Forgets every revalidation (tests). */
export const forgetAll = () => state.times.clear();

/** ioredis (236 kB of code) is loaded by a process that shares its tags, not by every start of one that does not. */
const require = createRequire(import.meta.url);

function connect(url) {
  /** @type {typeof import('ioredis').default} */
  const Redis = require('ioredis');
  const redis = new Redis(url, COMMAND_CONNECTION);
  const events = new Redis(url, LISTENER_CONNECTION);
  let warned = false;
  const warn = (error) => {
    if (!warned) console.error(`[cache] Redis: ${error.message}; this replica's revalidations stay its own until Redis answers`);
    warned = true;
  };
  let lastSync = 0;
  const syncAll = async () => {
    if (redis.status !== 'ready') return;
    lastSync = now();
    const all = await redis.hgetall(TAGS_KEY).catch(warn);
    if (all) merge(Object.fromEntries(Object.entries(all).map(([tag, json]) => [tag, JSON.parse(json)])));
  };
  redis.on('error', warn).on('ready', () => {
    warned = false;
    void syncAll();
  });
  events.on('error', warn).on('ready', () => void syncAll());
  events.on('message', (_channel, message) => {
    try {
      merge(JSON.parse(message));
    } catch (error) {
      console.error('[cache] unreadable tag event:', error.message);
    }
  });
  events.subscribe(TAGS_CHANNEL).catch(warn);
  return {
    async publish(updates) {
      if (redis.status !== 'ready') return console.error(`[cache] Redis is away: the revalidation of ${Object.keys(updates).join(', ')} reached this replica only`);
      const fields = Object.entries(updates).flatMap(([tag, update]) => [tag, JSON.stringify(update)]);
      await redis.multi().hset(TAGS_KEY, ...fields).publish(TAGS_CHANNEL, JSON.stringify(updates)).exec().catch(warn);
    },
    // Events may be missed while a connection comes back: the whole hash again at most once a second, waited for
    // only when no event can arrive.
    async refresh() {
      if (now() - lastSync < 1000) return;
      if (events.status === 'ready') void syncAll();
      else await syncAll();
    },
    close() {
      redis.disconnect();
      events.disconnect();
      state.shared = undefined;
    },
  };
}
