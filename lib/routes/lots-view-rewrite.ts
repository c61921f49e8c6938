import type { NextRequest } from 'next/server';
import { paths } from '@/lib/config/paths';
import { catalogSearch, parseCatalogQuery } from '@/lib/lots/catalog-query';
import { genplanLevelFrom } from '@/lib/genplan/level';
import { isClientNavigation, queueViewSearch, requestedQueue, viewSegment } from './list-view';
import { parseLotsRoute } from './lots-route';
import { isRoomLanding } from '@/lib/seo/list-seo';

/**
 * The list in its view: rewrite to this path; `byCookie` when the visitor's cookie chose it; `byFilters` when it is one
 * of the catalogue's filter sets, which have no end (filter-views.ts), rather than the catalogue's own page, one of its
 * room landings or one of the master plan's views.
 */
export type LotsViewRewrite = { pathname: string; byCookie: boolean; byFilters: boolean } | null;

/**
 * Where the proxy sends a page load under /lots (list-view.ts): a list goes to its view's path (the query
 * made canonical; on the master plan, the URL's or the chosen queue); lots are left alone. The rewritten
 * request comes through the proxy again and gets the same answer (its query is kept).
 */
export function lotsViewRewrite(request: Pick<NextRequest, 'nextUrl' | 'cookies' | 'headers'>): LotsViewRewrite {
  if (isClientNavigation(request.headers)) return null;
  const segments = request.nextUrl.pathname.split('/').filter(Boolean).slice(1);
  const route = parseLotsRoute(segments);
  if (route?.kind !== 'list') return null;
  const query = request.nextUrl.searchParams;
  let search: string;
  let byCookie = false;
  let landing = false;
  if (route.slug === 'params') {
    const catalogQuery = parseCatalogQuery(query);
    search = catalogSearch(catalogQuery);
    landing = isRoomLanding(route.lotsType, catalogQuery);
  } else {
    const queue = requestedQueue(request);
    byCookie = queue.byCookie;
    search = queueViewSearch({ fromUrl: queue.fromUrl, chosen: queue.chosen, level: genplanLevelFrom(query) });
  }
  // The catalogue without filters is one page per type, cached for everyone from its first visit like the master plan;
  // so are its room landings, which the sitemap lists (a crawl waited 5 s for each behind the cached pages).
  return { pathname: `${paths.lots(route.slug, route.lotsType)}${viewSegment(search)}`, byCookie, byFilters: route.slug === 'params' && search !== '' && !landing };
}
