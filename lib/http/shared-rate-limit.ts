import { randomUUID } from 'node:crypto';
import type Redis from 'ioredis';
import { acquiredSlot, createRateLimiter, type Acquired } from './rate-limit';

/**
 * A sliding-window rate limit shared by every replica through Redis: at most `limit` hits per key within
 * `windowMs`, counted by Redis's clock, in one atomic script (a sorted set per key: drop the hits older than
 * the window, count, add this one if there is room), so concurrent requests on different replicas cannot all
 * slip through. `release` removes this hit again (the guarded action failed). When there is no Redis, or it
 * does not answer, the process's own limiter decides (createRateLimiter): a lead is never refused, nor lost,
 * because Redis is away.
 */
const SLIDING_WINDOW = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local window = tonumber(ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then
  local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
  return {0, window - (now - tonumber(oldest[2]))}
end
redis.call('ZADD', KEYS[1], now, ARGV[3])
redis.call('PEXPIRE', KEYS[1], window)
return {1, 0}
`;

export type SharedRateLimiter = { acquire(key: string): Promise<Acquired> };

export function createSharedRateLimiter({
  name,
  limit,
  windowMs,
  redis,
}: {
  /** Part of the Redis key: `rate:<name>:<key>`. */
  name: string;
  limit: number;
  windowMs: number;
  /** The shared Redis, asked on each call (null: none configured). */
  redis: () => Promise<Redis | null>;
}): SharedRateLimiter {
  const local = createRateLimiter({ limit, windowMs });
  return {
    async acquire(key) {
      const client = await redis().catch(() => null);
      if (!client) return local.acquire(key);
      const redisKey = `rate:${name}:${key}`;
      const member = randomUUID();
      try {
        const [allowed, retryAfterMs] = (await client.eval(SLIDING_WINDOW, 1, redisKey, windowMs, limit, member)) as [number, number];
        if (!allowed) return { allowed: false, retryAfterMs: Math.max(0, retryAfterMs) };
        return acquiredSlot(() => void client.zrem(redisKey, member).catch(() => undefined));
      } catch {
        return local.acquire(key);
      }
    },
  };
}
