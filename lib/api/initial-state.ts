import 'server-only';
import { cookies, headers } from 'next/headers';
import { LIST_COOKIES } from '@/lib/config/constants';
import { parseCompareCookie, parseFavoritesCookie } from '@/lib/lists/list-cookies';
import type { SiteData } from '@/store/site-state';
import { getLayoutData } from './layout-data';
import { requestOrigin } from './request-context';

/** Everything the store starts with (SPEC §4 "Initial load"): domain, layout data, lists from cookies. */
export async function getInitialSiteData(): Promise<SiteData> {
  const [layout, cookieStore, headerList] = await Promise.all([getLayoutData(), cookies(), headers()]);
  const { host = 'localhost:3000', proto } = requestOrigin(headerList);
  return {
    ...layout,
    favorites: parseFavoritesCookie(cookieStore.get(LIST_COOKIES.favorites)?.value),
    compare: parseCompareCookie(cookieStore.get(LIST_COOKIES.compare)?.value),
    domainUrl: `${proto}://${host}`,
  };
}
