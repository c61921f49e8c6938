import 'server-only';
import { CMS_RESILIENCE } from '@/lib/config/cache';
import { createLru, type Lru } from '@/lib/cache/lru.mjs';
import { CACHE_NAMES } from '@/lib/cache/memory-limits.mjs';
import { sharedRedis } from '@/lib/redis/client';

/**
 * The CMS's last good answers, stale-if-error (docs/decisions/0004-cms-outage.md): every successful read is written
 * under its key, and read only when the CMS fails or misses a page's deadline. In this process an LRU; with
 * REDIS_URL also in Redis for a month, so every replica has what any replica read.
 * Never expired by a revalidation: a newer answer replaces it.
 */
// v2: an answer kept as validated data (issue 62), not as the CMS's text.
const PREFIX = 'site:last-good:v2:';
/**
 * What pages keep reading (every render that reads an answer counts: readAgain) stays a week; a read seen once (a
 * filter one visitor opened) ten minutes within its own 2 MB, so a run of new filters leaves the memory as it was.
 */
const MEMORY = { maxBytes: 32 * 2 ** 20, onceMaxBytes: 2 * 2 ** 20, onceIdleMs: 10 * 60_000, idleMs: 7 * 86_400_000 };
const shared = globalThis as typeof globalThis & { [key: symbol]: Lru<string> | undefined };
const local = (): Lru<string> => (shared[Symbol.for(CACHE_NAMES.lastGood)] ??= createLru<string>(MEMORY));

/** Keeps `value` here: its strings at two bytes a character. */
const keepHere = (key: string, value: string) => local().set(key, value, key.length * 2 + value.length * 2 + 128);

/** Keeps `value` (JSON text) as the last good answer of `key`, here and, with REDIS_URL, for every replica. */
export function keepLastGood(key: string, value: string): void {
  keepHere(key, value);
  void sharedRedis()
    .then((redis) => redis?.set(`${PREFIX}${key}`, value, 'EX', 30 * 86_400))
    .catch(() => undefined);
}

/** Counts a read of `key` served fresh: what pages keep reading stays kept here longest. */
export const readAgain = (key: string): void => local().touch(key);

/** The last good answer of `key`: this process's, else the replicas' (within `lastGoodWaitMs`), else null. */
export async function lastGood(key: string): Promise<string | null> {
  const kept = local().get(key);
  if (kept !== undefined) return kept;
  const redis = await sharedRedis().catch(() => null);
  if (!redis || redis.status !== 'ready') return null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(resolve, CMS_RESILIENCE.lastGoodWaitMs, null)));
  const value = await Promise.race([redis.get(`${PREFIX}${key}`).catch(() => null), late]).finally(() => clearTimeout(timer));
  if (value !== null) keepHere(key, value);
  return value;
}
