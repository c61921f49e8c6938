import 'server-only';
import type Redis from 'ioredis';
import { getEnv } from '@/lib/config/env';
import { COMMAND_CONNECTION } from './options.mjs';

/**
 * The one Redis connection of this process, to the Redis the replicas share (REDIS_URL), or null when the site
 * runs as one process. Commands fail at once while it is away (no offline queue, one try, half a second): every
 * caller has an in-process way to go on, and a visitor's request never waits for Redis to come back.
 * ioredis (236 kB of code, in each server bundle that reads it) is loaded only by a process that has a REDIS_URL:
 * loaded with the module, it cost a start and its first page about 50 ms each (two builds started in turn).
 */
let client: Promise<Redis | null> | undefined;
let warned = false;

export function sharedRedis(): Promise<Redis | null> {
  client ??= (async () => {
    const url = getEnv().REDIS_URL;
    return url ? connect(url) : null;
  })();
  return client;
}

/** A client for this address with the site's settings (also used by the tests, against a real redis-server). */
export async function connect(url: string): Promise<Redis> {
  const { default: Redis } = await import('ioredis');
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
