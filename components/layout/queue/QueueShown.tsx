'use client';

import { useEffect } from 'react';
import { useSiteStoreApi } from '@/store/StoreProvider';
import { rememberQueue } from './use-choose-queue';

/**
 * A page that shows one queue because its URL says so (a pasted link, the page's own queue switch, a flat's
 * page): the header's queue choice follows it, so the header never names another queue than the page shows.
 */
export function QueueShown({ id }: { id: number }) {
  const store = useSiteStoreApi();
  useEffect(() => {
    const state = store.getState();
    if (state.chosenQueue?.id === id && state.isQueueChosenByVisitor) return;
    if (!state.queues.some((queue) => queue.id === id)) return;
    state.chooseQueue(id);
    rememberQueue(id);
  }, [id, store]);
  return null;
}
