import type { Queue } from '@/lib/api/schemas';
import { firstParam, type SearchParam } from '@/lib/routes/search-params';

/**
 * The visitor's queue (SPEC §3 chosenQueue): chosen in the header or the menu and kept for the visit in
 * a session cookie, so the server renders the master plan, the progress, the documents and the booklet
 * of that queue. Without a choice the first queue is shown (SPEC §4).
 */
export const QUEUE_COOKIE = { name: 'chosen_queue', path: '/', sameSite: 'lax' } as const;

/** What a queue id looks like in a URL or the cookie (trimmed). */
export const isQueueId = (raw: string | undefined | null): raw is string => !!raw && /^\d{1,9}$/.test(raw.trim());

export function queueById(queues: readonly Queue[], raw: string | undefined | null): Queue | null {
  if (!isQueueId(raw)) return null;
  return queues.find((queue) => queue.id === Number(raw)) ?? null;
}

/**
 * The queue a per-queue page shows: the one in its URL (`?queue=2`, a pasted link), else the visitor's
 * choice, else the first.
 */
export function shownQueue(queues: readonly Queue[], fromUrl: SearchParam, fromCookie: string | undefined): Queue | null {
  return queueById(queues, firstParam(fromUrl)) ?? queueById(queues, fromCookie) ?? queues[0] ?? null;
}

/** Documents of a queue: its own and the general ones (no queue). */
export function documentsOfQueue<T extends { queue: number | null }>(documents: readonly T[], queue: Queue | null): T[] {
  return documents.filter((document) => document.queue === null || (queue !== null && document.queue === queue.id));
}

/** The booklet of a queue, else the project's. */
export function bookletOfQueue(info: { booklet: string | null; queue_booklets: ReadonlyArray<{ queue: number; file: string }> } | null, queue: Queue | null): string | null {
  if (!info) return null;
  return info.queue_booklets.find((entry) => queue !== null && entry.queue === queue.id)?.file ?? info.booklet;
}
