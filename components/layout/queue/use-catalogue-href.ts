'use client';

import { paths, type LotsSlug } from '@/lib/config/paths';
import { useSiteStore } from '@/store/StoreProvider';

/**
 * The link to the flats: once the visitor has chosen a queue (and there is more than one), the catalogue
 * opens filtered to it and the master plan shows it; the link says so, so it can be shared as it is.
 */
export function useLotsHref(slug: LotsSlug): string {
  const queueId = useSiteStore((s) => (s.isQueueChosenByVisitor && s.queues.length > 1 ? (s.chosenQueue?.id ?? null) : null));
  const base = paths.lots(slug);
  if (queueId === null) return base;
  // `?queue=N` is the catalogue's own filter and the master plan's queue (the same as catalogSearch writes).
  return `${base}?queue=${queueId}`;
}
