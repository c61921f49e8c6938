import type { NextRequest } from 'next/server';
import { paths } from '@/lib/config/paths';
import { isClientNavigation, queueFromViewParams, queueViewParams, requestedQueue, viewFromSegment, viewSegment } from './list-view';

/** The query parameter of a progress address that names the month of a report (`?month=2026-10`). */
export const MONTH_PARAM = 'month';

/** `/progress?type=gallery&queue=1&month=2026-10`: the address of one queue's month (the sitemap's without either). */
export function progressHref(queue: number | undefined, month?: string): string {
  const query = new URLSearchParams({ type: 'gallery' });
  if (queue !== undefined) query.set('queue', String(queue));
  if (month) query.set(MONTH_PARAM, month);
  return `${paths.progress()}?${query}`;
}

/**
 * What a progress address shows: the queue its URL names, else the one the visitor chose (the cookie), and the month
 * its URL names. The page picks the queue and the month among the CMS's (an unknown one shows the first queue or the
 * newest month), so any value here is safe to render.
 */
export type ProgressView = { queueInUrl: string | null; chosen: string | null; month: string | null };

/**
 * A month as an address carries it: a date's digits and dashes (the CMS's `2026-10`; `2026-10-01` would pass too).
 * Anything else is left out of the view, so words and markup never become cached pages of their own; a well-formed
 * month the CMS lacks shows the newest, as a queue the CMS lacks shows the first (the pages' memory bound lets such
 * pages go, lib/cache/memory-limits.mjs).
 */
const MONTH = /^\d[\d-]{0,9}$/;

/**
 * Where the proxy sends a page load of `/progress` (as the master plan's, lib/routes/lots-view-rewrite.ts, by the same
 * queue rule: requestedQueue): to `/progress/<view>`, the queue and month in the path, so each view is one page in the
 * cache instead of a render per request; `byCookie` when the visitor's cookie chose the queue (a shared cache must not
 * keep it). Null for client navigations, which the page renders from their query, and for every other path.
 */
export function progressViewRewrite(request: Pick<NextRequest, 'nextUrl' | 'cookies' | 'headers'>): { pathname: string; byCookie: boolean } | null {
  if (request.nextUrl.pathname !== paths.progress() || isClientNavigation(request.headers)) return null;
  const { fromUrl, chosen, byCookie } = requestedQueue(request);
  const month = request.nextUrl.searchParams.get(MONTH_PARAM)?.trim() ?? '';
  const view: ProgressView = { queueInUrl: fromUrl, chosen, month: MONTH.test(month) ? month : null };
  return { pathname: `${paths.progress()}/${viewSegment(progressViewSearch(view))}`, byCookie };
}

function progressViewSearch(view: ProgressView): string {
  const params = queueViewParams({ fromUrl: view.queueInUrl, chosen: view.chosen });
  if (view.month) params.set(MONTH_PARAM, view.month);
  return params.toString();
}

/** The view a path segment carries (the page reads it), or null when the segment is not one. */
export function progressViewFromSegment(segment: string): ProgressView | null {
  const params = viewFromSegment(segment);
  if (!params) return null;
  const { fromUrl, chosen } = queueFromViewParams(params);
  return { queueInUrl: fromUrl, chosen, month: params.get(MONTH_PARAM) };
}
