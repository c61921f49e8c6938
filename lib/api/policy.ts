import 'server-only';
import { notFound, unstable_rethrow } from 'next/navigation';
import { CmsUnavailableError } from '@/lib/errors/cms-unavailable';
import { HttpError } from '@/lib/errors/http-error';
import { ApiError } from './client';

/**
 * The error policy of SPEC §8 and DESIGN.md.
 * Layout data (queues, contacts, documentation, header info): a failure is logged and the state
 * is left empty. Page data: 404 gives the not-found page, anything else the error page.
 */
export async function layoutData<T>(label: string, load: () => Promise<T>, empty: T): Promise<T> {
  try {
    return await load();
  } catch (error) {
    unstable_rethrow(error);
    console.error(`[api] ${label} failed, left empty:`, error instanceof Error ? error.message : error);
    return empty;
  }
}

export async function pageData<T>(load: () => Promise<T>): Promise<T> {
  const data = await pageDataOrMissing(load);
  if (data === null) notFound();
  return data;
}

/**
 * Page data that may not exist: null when the CMS answers 404, so the page renders <NotFoundPage />
 * (complete server HTML, status 404) instead of calling notFound(), which gives an empty shell on pages
 * rendered at their first visit (vercel/next.js#95613). A 505 gives the error page; any other failure
 * CmsUnavailableError, which the page's outageSafe wrapper turns into the outage view.
 */
export async function pageDataOrMissing<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    unstable_rethrow(error);
    if (error instanceof ApiError && error.status === 404) return null;
    console.error('[api] page data failed:', error instanceof Error ? error.message : error);
    if (error instanceof ApiError && error.kind === 'http' && error.status === 505) throw new HttpError(505);
    throw new CmsUnavailableError(error instanceof Error ? error.message : undefined);
  }
}

/** Optional page data (a block of a page): a failure is logged and the block is left out. */
export async function optionalData<T>(label: string, load: () => Promise<T>): Promise<T | null> {
  return layoutData<T | null>(label, load, null);
}
