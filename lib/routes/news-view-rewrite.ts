import type { NextRequest } from 'next/server';
import { NEWS_PAGE_NUMBER, newsFilterQuery } from '@/lib/news/news-filter';
import { isClientNavigation, viewSegment } from './list-view';

/** A topic in the URL that can name a view: short, printable (the CMS's topics are words: "Ход строительства"). */
const TOPIC = /^[^\p{C}<>]{1,80}$/u;
const YEAR = /^\d{4}$/;

/**
 * Where the proxy sends a page load of the news list (`/news`, `/news/page/N`, N ≥ 2), as the catalogue's
 * lists (list-view.ts): to `/news/page/N/<view>`, the topic and year in the path, so each view is one page
 * in the cache instead of a render per request. Null for everything else: client navigations (the page reads
 * their query), `/news/page/1` (its page redirects to /news), a page number that is not one (its page is a 404).
 * A topic or year the CMS does not offer is dropped by the page, as it is from the query.
 */
export function newsViewRewrite(request: Pick<NextRequest, 'nextUrl' | 'headers'>): string | null {
  if (isClientNavigation(request.headers)) return null;
  const page = newsListPage(request.nextUrl.pathname);
  if (page === null) return null;
  const query = request.nextUrl.searchParams;
  const category = query.get('category')?.trim() ?? '';
  const year = query.get('year')?.trim() ?? '';
  const search = newsFilterQuery({
    ...(TOPIC.test(category) ? { category } : {}),
    ...(YEAR.test(year) ? { year: Number(year) } : {}),
  });
  return `/news/page/${page}/${viewSegment(search)}`;
}

/** The list page a path names: /news is page 1, /news/page/N page N ≥ 2; null otherwise. */
function newsListPage(pathname: string): number | null {
  if (pathname === '/news') return 1;
  const match = /^\/news\/page\/([^/]+)$/.exec(pathname);
  if (!match?.[1] || !NEWS_PAGE_NUMBER.test(match[1]) || match[1] === '1') return null;
  return Number(match[1]);
}
