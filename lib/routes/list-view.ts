/**
 * A list page's view (the catalogue's canonical query, the master plan's queue) carried in one path
 * segment. Visitors keep their query URLs (`/lots/params/apartments/?rooms=2`); for a page load (HTML:
 * a pasted link, a crawler, a CDN) the proxy rewrites each to `/lots/params/apartments/<view>`, so every
 * distinct view is one page in the cache (rendered on its first visit, then served like a static page)
 * instead of a render per request. The default view has a path too (`v`). The news list does the same with
 * its topic and year (`/news/page/N/<view>`, news-view-rewrite.ts).
 *
 * Client navigations (RSC requests) are not rewritten: the page reads their query and renders per
 * request. Next's client router predicts the route of a URL from the URLs it has seen and reuses a page
 * for URLs that differ only in a query the page does not read; rewritten navigations break both (stale
 * results, a retry that scrolls to the top, then a full reload).
 * The segment is base64url, so nothing in it is decoded twice on its way to the page.
 */
import type { NextRequest } from 'next/server';
import { COMPLEX_LEVEL, genplanLevelFrom, genplanLevelSearch, type GenplanLevel } from '@/lib/genplan/level';
import { isQueueId, QUEUE_COOKIE } from '@/lib/queue/chosen-queue';

/** The path segment of a list's default view (no query). */
export const DEFAULT_VIEW_SEGMENT = 'v';

/**
 * A client navigation (an RSC fetch) is rendered from its query, never rewritten to a view. Next hides its
 * RSC headers from the proxy; the router's Next-Url header and the browser's fetch destination tell it.
 */
export const isClientNavigation = (headers: Headers): boolean => headers.has('next-url') || headers.get('sec-fetch-dest') === 'empty';
const PREFIX = 'v.';
const BASE64URL = /^[A-Za-z0-9_-]{1,2048}$/;

/** The segment for a view's search string (with or without `?`). */
export function viewSegment(search: string): string {
  const text = search.replace(/^\?/, '');
  return text ? PREFIX + Buffer.from(text, 'utf8').toString('base64url') : DEFAULT_VIEW_SEGMENT;
}

/** The view a segment carries, or null when the segment is not a view. */
export function viewFromSegment(segment: string): URLSearchParams | null {
  if (segment === DEFAULT_VIEW_SEGMENT) return new URLSearchParams();
  if (!segment.startsWith(PREFIX)) return null;
  const encoded = segment.slice(PREFIX.length);
  if (!BASE64URL.test(encoded)) return null;
  return new URLSearchParams(Buffer.from(encoded, 'base64url').toString('utf8'));
}

/**
 * The master plan's view: the queue in the visitor's URL, else the one they chose (the cookie), and the
 * level shown (lib/genplan/level.ts).
 */
export type QueueView = { fromUrl: string | null; chosen: string | null; level: GenplanLevel };

/**
 * The queue a page load of a one-queue page asks for (the master plan, construction progress): the URL's, else the one
 * the visitor chose (the cookie), then `byCookie`: what the URL shows depends on the cookie, so no shared cache may keep it.
 */
export function requestedQueue(request: Pick<NextRequest, 'nextUrl' | 'cookies'>): Pick<QueueView, 'fromUrl' | 'chosen'> & { byCookie: boolean } {
  const fromUrl = request.nextUrl.searchParams.get('queue')?.trim() ?? '';
  const chosen = request.cookies.get(QUEUE_COOKIE.name)?.value.trim() ?? '';
  const byCookie = !isQueueId(fromUrl) && isQueueId(chosen);
  return { fromUrl: isQueueId(fromUrl) ? fromUrl : null, chosen: byCookie ? chosen : null, byCookie };
}

/** A one-queue page's view segment starts with its queue (the URL's, else the chosen one); the page adds what else it names. */
export function queueViewParams({ fromUrl, chosen }: Pick<QueueView, 'fromUrl' | 'chosen'>): URLSearchParams {
  const params = new URLSearchParams();
  if (fromUrl) params.set('queue', fromUrl);
  else if (chosen) params.set('chosen', chosen);
  return params;
}

/** The queue a one-queue page's view segment names (queueViewParams read back). */
export function queueFromViewParams(params: URLSearchParams | null): Pick<QueueView, 'fromUrl' | 'chosen'> {
  return { fromUrl: params?.get('queue') ?? null, chosen: params?.get('chosen') ?? null };
}

export function queueViewSearch(view: QueueView): string {
  const params = queueViewParams(view);
  genplanLevelSearch(view.level).forEach((value, key) => params.set(key, value));
  return params.toString();
}

export function queueViewFrom(params: URLSearchParams | null): QueueView {
  return { ...queueFromViewParams(params), level: params ? genplanLevelFrom(params) : COMPLEX_LEVEL };
}
