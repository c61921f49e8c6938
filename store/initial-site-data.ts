import 'server-only';
import { cookies, headers } from 'next/headers';
import { LIST_COOKIES } from '@/lib/config/constants';
import { parseCompareCookie, parseFavoritesCookie } from '@/lib/lists/list-cookies';
import { QUEUE_COOKIE, queueById } from '@/lib/queue/chosen-queue';
import type { SiteData } from './site-state';
import { getLayoutData } from '@/lib/api/layout-data';
import { requestOrigin } from '@/lib/api/request-context';

/** Everything the store starts with (SPEC §4 "Initial load"): domain, layout data, lists and the chosen queue from cookies. */
export async function getInitialSiteData(): Promise<SiteData> {
  const [layout, cookieStore, headerList] = await Promise.all([getLayoutData(), cookies(), headers()]);
  const { host = 'localhost:3000', proto } = requestOrigin(headerList);
  return {
    ...layout,
    favorites: parseFavoritesCookie(cookieStore.get(LIST_COOKIES.favorites)?.value),
    compare: parseCompareCookie(cookieStore.get(LIST_COOKIES.compare)?.value),
    chosenQueueId: queueById(layout.queues, cookieStore.get(QUEUE_COOKIE.name)?.value)?.id ?? null,
    domainUrl: `${proto}://${host}`,
  };
}
