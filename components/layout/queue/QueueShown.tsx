'use client';

import { useEffect } from 'react';
import { useSiteStoreApi } from '@/store/StoreProvider';
import { rememberQueue } from './use-choose-queue';

/**
 * A page that shows one queue because its URL says so (a pasted link, the page's own queue switch, a flat's
 * page): the header's queue choice follows it, so the header never names another queue than the page shows.
 * `unlessShown` (a flat's page): nothing changes when the header already names that queue, chosen or by default, so
 * opening a flat of the shown queue sets no cookie (pages that read it are answered for the visitor alone).
 */
export function QueueShown({ id, unlessShown = false }: { id: number; unlessShown?: boolean }) {
  const store = useSiteStoreApi();
  useEffect(() => {
    const state = store.getState();
    if (state.chosenQueue?.id === id && (state.isQueueChosenByVisitor || unlessShown)) return;
    if (!state.queues.some((queue) => queue.id === id)) return;
    state.chooseQueue(id);
    rememberQueue(id);
  }, [id, store, unlessShown]);
  return null;
}
