'use client';

import Cookies from 'js-cookie';
import { usePathname, useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { isQueueScopedPath } from '@/lib/config/paths';
import { QUEUE_COOKIE } from '@/lib/queue/chosen-queue';
import { useSiteStoreApi } from '@/store/StoreProvider';

/** Remembers the visitor's queue for the visit (a session cookie the server reads). */
export function rememberQueue(id: number): void {
  Cookies.set(QUEUE_COOKIE.name, String(id), { path: QUEUE_COOKIE.path, sameSite: QUEUE_COOKIE.sameSite });
}

/**
 * Choosing a queue (header or menu): the store and the session cookie take it, and on a page that
 * shows one queue (master plan, catalogue, progress) the URL does too, so the page changes at once.
 */
export function useChooseQueue(): (id: number) => void {
  const store = useSiteStoreApi();
  const router = useRouter();
  const pathname = usePathname();
  return useCallback(
    (id: number) => {
      store.getState().chooseQueue(id);
      rememberQueue(id);
      if (!isQueueScopedPath(pathname)) return;
      const params = new URLSearchParams(window.location.search);
      params.set('queue', String(id));
      params.delete('page');
      router.replace(`${pathname}?${params.toString()}`, { scroll: false });
    },
    [pathname, router, store],
  );
}
