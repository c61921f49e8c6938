import { NextResponse, type NextRequest } from 'next/server';
import { paths } from '@/lib/config/paths';
import { lotsAliasTarget } from '@/lib/routes/lots-route';
import { lotsViewRewrite } from '@/lib/routes/lots-view-rewrite';
import { NEWS_FILTER_PARAMS } from '@/lib/news/news-filter';

/**
 * - /news?page=N: news pages moved to /news/page/N (a real 404 past the end); old links redirect
 *   permanently to the page's own address, with the list's topic and year and nothing else of the old query.
 * - /lots/{lotsType}: the catalogue's short alias redirects permanently to /lots/params/{lotsType}/ (query kept).
 * - /lots lists: each view (query, chosen queue) is rendered once into the cache under its own path.
 */
export function proxy(request: NextRequest) {
  if (request.nextUrl.pathname === '/news') return newsPageRedirect(request);
  const alias = lotsAliasTarget(request.nextUrl.pathname);
  // Built from the string: NextURL's pathname setter drops the trailing slash the list's address has.
  if (alias) return NextResponse.redirect(new URL(`${alias}${request.nextUrl.search}`, request.nextUrl.origin), 308);
  const rewrite = lotsViewRewrite(request);
  if (!rewrite) return NextResponse.next();
  const url = request.nextUrl.clone();
  url.pathname = rewrite.pathname;
  const response = NextResponse.rewrite(url);
  // The visitor's cookie chose what this URL shows: a shared cache must not keep it for everyone.
  if (rewrite.byCookie) response.headers.set('Cache-Control', 'private, no-store');
  return response;
}

function newsPageRedirect(request: NextRequest) {
  const page = request.nextUrl.searchParams.get('page');
  if (!page || !/^\d{1,6}$/.test(page)) return NextResponse.next();
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

export const config = { matcher: ['/news', '/lots/:path+'] };
