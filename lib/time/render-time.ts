import 'server-only';
import { cacheLife } from 'next/cache';
import { CMS_CACHE } from '@/lib/config/cache';

/**
 * The time a prerendered page counts from (a price reduction "in the last 30 days"): captured with the
 * page's CMS data and renewed as often (cacheLife `cms`), so a cached page is never older than its data.
 */
export async function renderTime(): Promise<Date> {
  'use cache';
  cacheLife(CMS_CACHE.profile);
  return new Date();
}
