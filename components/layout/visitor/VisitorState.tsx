'use client';

import Cookies from 'js-cookie';
import { useLayoutEffect } from 'react';
import { LIST_COOKIES } from '@/lib/config/constants';
import { parseCompareCookie, parseFavoritesCookie } from '@/lib/lists/list-cookies';
import { VISITOR_MARKS } from '@/lib/lists/visitor-marks';
import { QUEUE_COOKIE, queueById } from '@/lib/queue/chosen-queue';
import { useSiteStoreApi } from '@/store/StoreProvider';

/**
 * The visitor's part of the store (SPEC §4 "Initial load": favourites, compare and the chosen queue
 * from cookies), read in the browser as the page hydrates, so the server's HTML stays the same for
 * everyone and can be cached. It runs before the first paint after hydration; until then the
 * pre-paint script has shown the same counters and marks.
 */
export function VisitorState() {
  const store = useSiteStoreApi();
  useLayoutEffect(() => {
    const { queues } = store.getState();
    const queue = queueById(queues, Cookies.get(QUEUE_COOKIE.name));
    store.setState({
      favorites: parseFavoritesCookie(Cookies.get(LIST_COOKIES.favorites)),
      compare: parseCompareCookie(Cookies.get(LIST_COOKIES.compare)),
      ...(queue ? { chosenQueue: queue, isQueueChosenByVisitor: true } : {}),
      isVisitorReady: true,
    });
    document.documentElement.setAttribute(VISITOR_MARKS.ready, '');
  }, [store]);
  return null;
}
