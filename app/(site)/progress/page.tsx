import type { Metadata } from 'next';
import { outageSafe } from '@/components/outage/outage-safe';
import { ProgressPage, progressHref } from '@/components/progress/ProgressPage';
import { metadataSafe } from '@/components/outage/outage-metadata';
import { MONTH_PARAM, monthTitle } from '@/components/progress/progress-months';
import { firstParam, type SearchParams } from '@/lib/routes/search-params';
import { sitePageMetadata } from '@/lib/seo/page-metadata';
import { SITE_PAGES } from '@/lib/seo/site-pages';

// Reads the URL's query or the visitor's cookies: rendered for each request in full (complete HTML), its CMS reads cached.
export const instant = false;

/** Each queue's month is a page of its own (its photos): its address and title say which. */
export const generateMetadata = metadataSafe(async ({ searchParams }: { searchParams: Promise<SearchParams> }): Promise<Metadata> => {
  const search = await searchParams;
  const queue = firstParam(search.queue);
  const month = firstParam(search[MONTH_PARAM]);
  const validQueue = queue && /^\d{1,6}$/.test(queue) ? Number(queue) : undefined;
  const validMonth = month && /^\d{4}-(0[1-9]|1[0-2])$/.test(month) ? month : undefined;
  const parts = [validMonth ? monthTitle(validMonth) : null].filter(Boolean);
  return sitePageMetadata('progress', {
    title: [SITE_PAGES.progress.title, ...parts].join(' — '),
    canonical: progressHref(validQueue, validMonth),
  });
});

export default outageSafe(ProgressPage);
