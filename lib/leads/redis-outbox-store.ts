import type Redis from 'ioredis';
import type { OutboxLead } from './outbox-store';
import { leadStorageKey } from '@/lib/validation/lead-key';

const KEYS = {
  seq: 'site:leads:seq',
  due: 'site:leads:due',
  refused: 'site:leads:refused',
  lead: (id: number | string) => `site:leads:lead:${id}`,
  /** The lead id kept for an idempotency key, for as long as such a lead can be sent again. */
  key: (key: string) => `site:leads:key:${key}`,
};

/** How long a key names its lead: a form token lives a day, so no form sends again after that. */
const KEY_TTL_SECONDS = 2 * 24 * 3600;

// One step each, so a lead is never half-written and two replicas never take the same lead at once.
// A lead with an idempotency key (ARGV[6], its Redis key KEYS[3]) already queued gives the id queued first.
const ADD = `
if ARGV[6] ~= '' then
  local kept = redis.call('GET', KEYS[3])
  if kept then return tonumber(kept) end
end
local id = redis.call('INCR', KEYS[1])
redis.call('HSET', ARGV[1] .. id, 'form', ARGV[2], 'payload', ARGV[3], 'ip', ARGV[4], 'created_at', ARGV[5], 'attempts', 0)
redis.call('ZADD', KEYS[2], 0, id)
if ARGV[6] ~= '' then redis.call('SET', KEYS[3], id, 'EX', tonumber(ARGV[7])) end
return id`;
const CLAIM = `
local ids = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[1], 'LIMIT', 0, tonumber(ARGV[2]))
local leads = {}
for _, id in ipairs(ids) do
  redis.call('ZADD', KEYS[1], 'XX', ARGV[3], id)
  table.insert(leads, id)
  table.insert(leads, redis.call('HGETALL', ARGV[4] .. id))
end
return leads`;

const fields = (flat: string[]) => Object.fromEntries(flat.flatMap((value, index) => (index % 2 ? [] : [[value, flat[index + 1] ?? '']])));

/**
 * The lead outbox in the Redis the replicas share (REDIS_URL): a lead queued by one replica is delivered by
 * whichever is up, also after the replica that took it stopped. A replica takes due leads for
 * `claimMs`; one it does not settle by then (it stopped mid-delivery) is due again for the others. Redis must
 * keep what it acknowledged (appendonly, README "Running in production").
 */
export function redisOutbox(redis: Redis, claimMs: number) {
  return {
    async add(payload: object & { idempotency_key?: string }, ip: string | null): Promise<number> {
      // The same lead with the same key is queued once; another lead under a known key is a lead of its own.
      const key = leadStorageKey(payload as Record<string, unknown>) ?? '';
      const id = await redis.eval(ADD, 3, KEYS.seq, KEYS.due, KEYS.key(key), KEYS.lead(''), 'feedback', JSON.stringify(payload), ip ?? '', new Date().toISOString(), key, KEY_TTL_SECONDS);
      return Number(id);
    },
    async due(now: number, limit: number): Promise<OutboxLead[]> {
      const flat = (await redis.eval(CLAIM, 1, KEYS.due, now, limit, now + claimMs, KEYS.lead(''))) as (string | string[])[];
      const leads: OutboxLead[] = [];
      for (let index = 0; index < flat.length; index += 2) {
        const row = fields(flat[index + 1] as string[]);
        if (!row.payload) continue;
        leads.push({ id: Number(flat[index]), form: 'feedback', payload: row.payload, ip: row.ip || null, attempts: Number(row.attempts ?? 0), created_at: row.created_at ?? '' });
      }
      return leads;
    },
    async delivered(id: number): Promise<void> {
      await redis.multi().zrem(KEYS.due, id).del(KEYS.lead(id)).exec();
    },
    async retryLater(id: number, at: number, error: string): Promise<void> {
      await redis.multi().zadd(KEYS.due, 'XX', at, id).hincrby(KEYS.lead(id), 'attempts', 1).hset(KEYS.lead(id), 'last_error', error.slice(0, 500)).exec();
    },
    /** Refused by the CMS (HTTP 400): kept for the sales team, never sent again. */
    async refused(id: number, error: string): Promise<void> {
      await redis
        .multi()
        .zrem(KEYS.due, id)
        .zadd(KEYS.refused, Date.now(), id)
        .hincrby(KEYS.lead(id), 'attempts', 1)
        .hset(KEYS.lead(id), 'last_error', error.slice(0, 500))
        .exec();
    },
    async pending(): Promise<number> {
      return redis.zcard(KEYS.due);
    },
  };
}

export type RedisOutbox = ReturnType<typeof redisOutbox>;
