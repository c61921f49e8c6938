import 'server-only';
import { connection } from 'next/server';
import { getDeliveryApi } from '@/lib/api/server';
import { queuedLeadCount } from '@/lib/leads/outbox';
import { sharedRedis } from '@/lib/redis/client';

type Check = { ok: boolean; ms: number; error?: string };

async function timed(run: () => Promise<unknown>): Promise<Check> {
  const started = performance.now();
  try {
    await run();
    return { ok: true, ms: Math.round(performance.now() - started) };
  } catch (error) {
    return { ok: false, ms: Math.round(performance.now() - started), error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * GET /healthz for the load balancer and the monitoring: this replica answers, so it can serve pages (they come
 * from the cache, or from the last good CMS answers while the CMS is away, README "Running in production"), and
 * says how its outside systems are. Always 200 while the process runs; `status` is `degraded` when the CMS or
 * Redis does not answer. The CMS is asked past the pages' cache and circuit breaker: a health check never
 * changes what a visitor sees.
 */
export async function healthReport(): Promise<Response> {
  // Answered at request time, never prerendered.
  await connection();
  const redis = await sharedRedis().catch(() => null);
  const [cms, shared, queued] = await Promise.all([
    timed(() => getDeliveryApi().headerInfo()),
    redis ? timed(() => redis.ping()) : Promise.resolve(null),
    queuedLeadCount().catch(() => null),
  ]);
  const ok = cms.ok && (shared?.ok ?? true);
  return Response.json(
    { status: ok ? 'ok' : 'degraded', cms, redis: shared ?? 'not configured', leadsQueued: queued },
    { headers: { 'cache-control': 'no-store' } },
  );
}
