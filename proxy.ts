import { NextResponse, type NextRequest } from 'next/server';
import { paths } from '@/lib/config/paths';

/**
 * News pages moved from /news?page=N to /news/page/N (static, cached, a real 404 past the end): old
 * links redirect permanently to the page's own address, without the old query.
 */
export function proxy(request: NextRequest) {
  const page = request.nextUrl.searchParams.get('page');
  if (!page || !/^\d{1,6}$/.test(page)) return NextResponse.next();
  const url = request.nextUrl.clone();
  url.pathname = paths.news(Number(page));
  url.search = '';
  return NextResponse.redirect(url, 308);
}

export const config = { matcher: '/news' };
