import { NextResponse, type NextRequest } from 'next/server';
import { paths } from '@/lib/config/paths';
import { canonicalPathFix } from '@/lib/routes/canonical-path';
import { lotsAliasTarget } from '@/lib/routes/lots-route';
import { askedBefore } from '@/lib/routes/filter-views';
import { lotsViewRewrite } from '@/lib/routes/lots-view-rewrite';
import { DEFAULT_VIEW_SEGMENT, isClientNavigation } from '@/lib/routes/list-view';
import { newsViewRewrite } from '@/lib/routes/news-view-rewrite';
import { progressViewRewrite } from '@/lib/routes/progress-view';
import { NEWS_FILTER_PARAMS } from '@/lib/news/news-filter';
import { shortQueryTarget } from '@/lib/routes/long-query';

/**
 * - a query longer than any the site makes redirects to a short one (lib/routes/long-query.ts);
 * - /mortgage without a query (a page load) is served as /mortgage/v, cached for everyone;
 * - /news?page=N: news pages moved to /news/page/N (a real 404 past the end); old links redirect
 *   permanently to the page's own address, with the list's topic and year and nothing else of the old query.
 * - /lots/{lotsType}: the catalogue's short alias redirects permanently to /lots/params/{lotsType}/ (query kept).
 * - one address per page: the lists end with a slash, nothing else does; the other form redirects permanently
 *   (lib/routes/canonical-path.ts), the query kept.
 * - /lots lists, the news list and /progress: each view (query, chosen queue; topic and year; queue and month) is
 *   rendered once into the cache under its own path; a catalogue filter set from its second visit.
 */
export function proxy(request: NextRequest) {
  const shortened = shortQueryTarget(request.nextUrl.pathname, request.nextUrl.search);
  if (shortened !== null) return redirectTo(request, shortened, '');
  const moved = newsPageRedirect(request);
  if (moved) return moved;
  const alias = lotsAliasTarget(request.nextUrl.pathname);
  if (alias) return redirectTo(request, alias);
  const fix = canonicalPathFix(request.nextUrl.pathname);
  if (fix && 'redirect' in fix) return redirectTo(request, fix.redirect);
  if (fix) return rewriteTo(request, fix.rewrite);
  if (request.nextUrl.pathname === paths.mortgage() && !request.nextUrl.search && !isClientNavigation(request.headers)) {
    return rewriteTo(request, `${paths.mortgage()}/${DEFAULT_VIEW_SEGMENT}`);
  }
  const news = newsViewRewrite(request);
  if (news) return rewriteTo(request, news);
  const progress = progressViewRewrite(request);
  if (progress) return rewriteToView(request, progress);
  const rewrite = lotsViewRewrite(request);
  // A filter set nobody asked for in the last minute renders for this visitor alone, from its query: half the time of
  // rendering it into the cache, which it joins on its second visit (lib/routes/filter-views.ts).
  if (!rewrite || (rewrite.byFilters && !askedBefore(rewrite.pathname))) return NextResponse.next();
  return rewriteToView(request, rewrite);
}

/** A page load served from its view's path, the query kept. */
function rewriteToView(request: NextRequest, view: { pathname: string; byCookie: boolean }) {
  const url = request.nextUrl.clone();
  url.pathname = view.pathname;
  const response = NextResponse.rewrite(url);
  // The visitor's cookie chose what this URL shows: a shared cache must not keep it for everyone.
  if (view.byCookie) response.headers.set('Cache-Control', 'private, no-store');
  return response;
}

/** A permanent redirect to `path` with the request's query (built from the string: NextURL drops a trailing slash). */
function redirectTo(request: NextRequest, path: string, search = request.nextUrl.search) {
  return NextResponse.redirect(new URL(`${path}${search}`, request.nextUrl.origin), 308);
}

function rewriteTo(request: NextRequest, path: string) {
  return NextResponse.rewrite(new URL(`${path}${request.nextUrl.search}`, request.nextUrl.origin));
}

function newsPageRedirect(request: NextRequest): NextResponse | null {
  const page = request.nextUrl.pathname === '/news' ? request.nextUrl.searchParams.get('page') : null;
  if (!page || !/^\d{1,6}$/.test(page)) return null;
  const url = request.nextUrl.clone();
  url.pathname = paths.news(Number(page));
  // The list's own filters go along; the old page parameter does not.
  const kept = new URLSearchParams();
  for (const name of NEWS_FILTER_PARAMS) {
    const value = request.nextUrl.searchParams.get(name);
    if (value) kept.set(name, value);
  }
  url.search = kept.toString();
  return NextResponse.redirect(url, 308);
}

// Pages only: not the API, Next's files, generated images, feeds or files with an extension (robots.txt, sitemap.xml).
export const config = { matcher: ['/((?!api/|_next/|og/|feeds/|tracking/|healthz$|[^?]*\\.[a-z0-9]+$).+)'] };
