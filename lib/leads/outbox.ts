import 'server-only';
import { getEnv } from '@/lib/config/env';
import { LEAD_OUTBOX } from '@/lib/config/constants';
import type { FeedbackPayload } from '@/lib/api/endpoints';
import { sharedRedis } from '@/lib/redis/client';
import { openOutbox, type OutboxLead } from './outbox-store';
import { redisOutbox } from './redis-outbox-store';

/** What the delivery loop needs of an outbox: the site's SQLite file, or Redis shared by the replicas. */
type Store = {
  name: string;
  add(payload: object, ip: string | null): number | Promise<number>;
  due(now: number, limit: number): OutboxLead[] | Promise<OutboxLead[]>;
  delivered(id: number): void | Promise<void>;
  retryLater(id: number, at: number, error: string): void | Promise<void>;
  refused(id: number, error: string): void | Promise<void>;
  pending(): number | Promise<number>;
};

type OutboxState = { file: Store | null; shared: Store | null | undefined; timer: ReturnType<typeof setInterval> | null; delivering: Promise<number> | null };

// One outbox per process, shared by instrumentation.ts and the route handler whatever bundle each is in.
const KEY = Symbol.for('site.lead-outbox');
const globals = globalThis as typeof globalThis & { [KEY]?: OutboxState };
const state = (globals[KEY] ??= { file: null, shared: undefined, timer: null, delivering: null });

function fileStore(): Store {
  state.file ??= { name: 'file', ...openOutbox(getEnv().LEAD_OUTBOX_PATH) };
  return state.file;
}

/** The Redis outbox when REDIS_URL is set and Redis answers; null otherwise. */
async function sharedStore(): Promise<Store | null> {
  const redis = await sharedRedis().catch(() => null);
  if (state.shared === undefined) state.shared = redis ? { name: 'redis', ...redisOutbox(redis, LEAD_OUTBOX.claimMs) } : null;
  return redis?.status === 'ready' ? state.shared : null;
}

/** Every outbox that may hold leads: the shared one first, then the file (leads kept while Redis was away). */
const stores = async (): Promise<Store[]> => [await sharedStore(), fileStore()].filter((store): store is Store => store !== null);

/**
 * Keeps a lead the CMS could not take now; the delivery loop sends it when the CMS is back. With replicas it goes
 * to Redis, where any replica delivers it; if Redis does not take it, to this server's file: a lead is never lost
 * because Redis is away.
 */
export async function queueLead(payload: FeedbackPayload, ip: string | null): Promise<number> {
  let id: number | null = null;
  const shared = await sharedStore();
  if (shared) {
    try {
      id = await shared.add(payload, ip);
    } catch (error) {
      console.error('[outbox] Redis did not take the lead, kept in this server\'s file:', error instanceof Error ? error.message : error);
    }
  }
  id ??= await fileStore().add(payload, ip);
  console.warn(`[outbox] lead ${id} kept until the CMS is back`);
  startLeadDelivery();
  void deliverQueuedLeads().catch((error) => console.error('[outbox] delivery failed:', error));
  return id;
}

const backoff = (attempts: number) => Math.min(LEAD_OUTBOX.maxRetryMs, LEAD_OUTBOX.firstRetryMs * 2 ** attempts);

/** Sends one store's due leads, oldest first; stops at the first the CMS does not take (it is still away). */
async function deliverFrom(box: Store): Promise<number> {
  // The API client and its schemas are loaded when there is a lead to send: the start (instrumentation.ts) only sets
  // the loop's timer, and no longer loads them for a bundle of its own before the server listens.
  const [{ ApiError }, { getDeliveryApi }] = await Promise.all([import('@/lib/api/client'), import('@/lib/api/server')]);
  let sent = 0;
  for (const lead of await box.due(Date.now(), LEAD_OUTBOX.batch)) {
    try {
      await getDeliveryApi().sendFeedback(JSON.parse(lead.payload) as FeedbackPayload, lead.ip ?? undefined);
      await box.delivered(lead.id);
      sent += 1;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof ApiError && error.kind === 'http' && error.status === 400) {
        await box.refused(lead.id, `${message} ${JSON.stringify(error.body)}`);
        console.error(`[outbox] the CMS refused lead ${box.name}:${lead.id}; kept in the outbox for the sales team:`, message);
        continue;
      }
      await box.retryLater(lead.id, Date.now() + backoff(lead.attempts), message);
      break;
    }
  }
  return sent;
}

/** Sends the leads that are due from every outbox. Returns how many were delivered. One pass at a time. */
export function deliverQueuedLeads(): Promise<number> {
  state.delivering ??= (async () => {
    let sent = 0;
    for (const box of await stores()) {
      try {
        sent += await deliverFrom(box);
      } catch (error) {
        console.error(`[outbox] cannot read the ${box.name} outbox:`, error instanceof Error ? error.message : error);
      }
    }
    if (sent) console.info(`[outbox] ${sent} queued lead(s) delivered to the CMS`);
    return sent;
  })().finally(() => {
    state.delivering = null;
  });
  return state.delivering;
}

/** Starts the delivery loop (on server start, instrumentation.ts, and when a lead is queued). */
export function startLeadDelivery(): void {
  if (state.timer) return;
  state.timer = setInterval(() => {
    void queuedLeadCount()
      .then((count) => (count > 0 ? deliverQueuedLeads() : 0))
      // An unreadable outbox must not stop the server; the endpoint reports it when a lead cannot be queued.
      .catch((error) => console.error('[outbox] delivery failed:', error instanceof Error ? error.message : error));
  }, LEAD_OUTBOX.pollMs);
  state.timer.unref();
}

/** How many leads wait for the CMS in every outbox (the health figure of /healthz and bench:faults). */
export async function queuedLeadCount(): Promise<number> {
  let count = 0;
  for (const box of await stores()) count += await box.pending();
  return count;
}
