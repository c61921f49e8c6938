// When each cache tag was last revalidated: the tag map both of Next's cache handlers keep by the documented
// interfaces (`updateTags`/`revalidateTag` write it, `getExpiration` and `get` read it). One map a process, so a
// revalidation expires the CMS's answers ('use cache', use-cache-handler.mjs) and the pages built from them
// (page-cache-handler.mjs) alike.
//
// With REDIS_URL it is shared by the replicas: a revalidation is written to one Redis hash and published; every
// replica merges what it hears, reads the whole hash on (re)connecting, and once a second while it hears nothing.
// Redis away: revalidations stay local and nothing waits for Redis (500 ms at most a command).
import Redis from 'ioredis';
import { COMMAND_CONNECTION, LISTENER_CONNECTION } from '../redis/options.mjs';

export const TAGS_KEY = 'site:next:tags';
export const TAGS_CHANNEL = 'site:next:tags';
const POLL_MS = 1000;

const STATE = Symbol.for('site.cache.tag-times');
/** @type {{ times: Map<string, { stale?: number, expired?: number }>, shared?: { publish(updates: object): Promise<void>, refresh(): Promise<void>, close(): void } }} */
const state = (globalThis[STATE] ??= { times: new Map() });

/** Next's clock for cache entries (`timestamp`), in milliseconds. */
export const now = () => Math.round(performance.timeOrigin + performance.now());

/** Records a revalidation (Next's rules: no durations, expired now; with them, stale now and expired after `expire`); returns what changed. */
export function record(tags, durations, time = now()) {
  const updates = {};
  for (const tag of tags) {
    const known = state.times.get(tag) ?? {};
    updates[tag] = durations ? { ...known, stale: time, ...(durations.expire === undefined ? {} : { expired: time + durations.expire * 1000 }) } : { ...known, expired: time };
    state.times.set(tag, updates[tag]);
  }
  return updates;
}

/** Merges revalidations heard from other replicas: the later moment of each field wins. */
export function merge(updates) {
  for (const [tag, update] of Object.entries(updates)) {
    const merged = { ...state.times.get(tag) };
    for (const field of ['stale', 'expired']) if (typeof update[field] === 'number' && !(merged[field] >= update[field])) merged[field] = update[field];
    state.times.set(tag, merged);
  }
}

/** True when a tag of an entry made at `timestamp` expired after it (and by now). */
export const isExpired = (tags, timestamp) =>
  tags.some((tag) => {
    const expired = state.times.get(tag)?.expired;
    return expired !== undefined && expired > timestamp && expired <= now();
  });

/** True when a tag of an entry made at `timestamp` went stale after it. */
export const isStale = (tags, timestamp) => tags.some((tag) => (state.times.get(tag)?.stale ?? 0) > timestamp);

/** The latest expiry of these tags, 0 for none (`getExpiration`). */
export const latestExpiry = (tags) => Math.max(0, ...tags.map((tag) => state.times.get(tag)?.expired ?? 0));

/** Publishes a revalidation to the other replicas (nothing without REDIS_URL). */
export const publish = (updates) => state.shared?.publish(updates) ?? Promise.resolve();

/** Reads the shared tags when no event can arrive (the listener away), at most once a second. */
export const refresh = () => state.shared?.refresh() ?? Promise.resolve();

/** Shares the map through Redis at `url`, once a process. */
export function shareThrough(url) {
  if (state.shared) return state.shared;
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
    lastSync = Date.now();
    try {
      merge(Object.fromEntries(Object.entries(await redis.hgetall(TAGS_KEY)).map(([tag, json]) => [tag, JSON.parse(json)])));
    } catch (error) {
      warn(error);
    }
  };
  redis.on('error', warn);
  events.on('error', warn);
  redis.on('ready', () => {
    warned = false;
    void syncAll();
  });
  events.on('ready', () => void syncAll());
  events.on('message', (_channel, message) => {
    try {
      merge(JSON.parse(message));
    } catch (error) {
      console.error('[cache] unreadable tag event:', error instanceof Error ? error.message : error);
    }
  });
  events.subscribe(TAGS_CHANNEL).catch(warn);
  state.shared = {
    redis,
    async publish(updates) {
      if (redis.status !== 'ready') {
        console.error(`[cache] Redis is away: the revalidation of ${Object.keys(updates).join(', ')} reached this replica only`);
        return;
      }
      const fields = Object.entries(updates).flatMap(([tag, update]) => [tag, JSON.stringify(update)]);
      await redis.multi().hset(TAGS_KEY, ...fields).publish(TAGS_CHANNEL, JSON.stringify(updates)).exec().catch(warn);
    },
    async refresh() {
      if (events.status !== 'ready' && Date.now() - lastSync >= POLL_MS) await syncAll();
    },
    close() {
      redis.disconnect();
      events.disconnect();
      state.shared = undefined;
    },
  };
  return state.shared;
}

/** Forgets every revalidation (tests). */
export const forgetAll = () => state.times.clear();
