import 'server-only';
import Redis from 'ioredis';
import { getEnv } from '@/lib/config/env';
import { COMMAND_CONNECTION } from './options.mjs';

/**
 * The one Redis connection of this process, to the Redis the replicas share (REDIS_URL), or null when the site
 * runs as one process. Commands fail at once while it is away (no offline queue, one try, half a second): every
 * caller has an in-process way to go on, and a visitor's request never waits for Redis to come back.
 */
let client: Redis | null | undefined;
let warned = false;

export function sharedRedis(): Redis | null {
  if (client !== undefined) return client;
  const url = getEnv().REDIS_URL;
  client = url ? connect(url) : null;
  return client;
}

/** A client for this address with the site's settings (also used by the tests, against a real redis-server). */
export function connect(url: string): Redis {
  const redis = new Redis(url, COMMAND_CONNECTION);
  redis.on('error', (error: Error) => {
    if (warned) return;
    warned = true;
    console.error(`[redis] ${error.message}: shared limits fall back to this process until Redis answers`);
  });
  redis.on('ready', () => {
    warned = false;
  });
  return redis;
}
