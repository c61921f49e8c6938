import 'server-only';
import { ApiError } from '@/lib/api/client';
import { getDeliveryApi } from '@/lib/api/server';
import { getEnv } from '@/lib/config/env';
import { LEAD_OUTBOX } from '@/lib/config/constants';
import type { FeedbackPayload } from '@/lib/api/endpoints';
import { openOutbox, type Outbox } from './outbox-store';

type OutboxState = { outbox: Outbox | null; timer: ReturnType<typeof setInterval> | null; delivering: Promise<number> | null };

// One outbox per process, shared by instrumentation.ts and the route handler whatever bundle each is in.
const KEY = Symbol.for('site.lead-outbox');
const shared = globalThis as typeof globalThis & { [KEY]?: OutboxState };
const state = (shared[KEY] ??= { outbox: null, timer: null, delivering: null });

function store(): Outbox {
  state.outbox ??= openOutbox(getEnv().LEAD_OUTBOX_PATH);
  return state.outbox;
}

/** Keeps a lead the CMS could not take now; the delivery loop sends it when the CMS is back. */
export function queueLead(payload: FeedbackPayload, ip: string | null): number {
  const id = store().add(payload, ip);
  console.warn(`[outbox] lead ${id} kept until the CMS is back`);
  startLeadDelivery();
  void deliverQueuedLeads();
  return id;
}

const backoff = (attempts: number) => Math.min(LEAD_OUTBOX.maxRetryMs, LEAD_OUTBOX.firstRetryMs * 2 ** attempts);

/**
 * Sends the leads that are due, oldest first; stops at the first the CMS does not take (it is still away).
 * Returns how many were delivered. One pass at a time.
 */
export function deliverQueuedLeads(): Promise<number> {
  state.delivering ??= (async () => {
    const box = store();
    let sent = 0;
    for (const lead of box.due(Date.now(), LEAD_OUTBOX.batch)) {
      try {
        await getDeliveryApi().sendFeedback(JSON.parse(lead.payload) as FeedbackPayload, lead.ip ?? undefined);
        box.delivered(lead.id);
        sent += 1;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (error instanceof ApiError && error.kind === 'http' && error.status === 400) {
          box.refused(lead.id, `${message} ${JSON.stringify(error.body)}`);
          console.error(`[outbox] the CMS refused lead ${lead.id}; kept in the outbox for the sales team:`, message);
          continue;
        }
        box.retryLater(lead.id, Date.now() + backoff(lead.attempts), message);
        break;
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
    try {
      if (store().pending() > 0) void deliverQueuedLeads().catch((error) => console.error('[outbox] delivery failed:', error));
    } catch (error) {
      // An unreadable outbox must not stop the server; the endpoint reports it when a lead cannot be queued.
      console.error('[outbox] cannot read the outbox:', error instanceof Error ? error.message : error);
    }
  }, LEAD_OUTBOX.pollMs);
  state.timer.unref();
}

/** How many leads wait for the CMS (the health figure of bench:faults). */
export function queuedLeadCount(): number {
  return store().pending();
}
