import type { Metadata } from 'next';
import { outageSafe } from '@/components/outage/outage-safe';
import { ProgressPage, progressHref, progressView } from '@/components/progress/ProgressPage';
import { metadataSafe } from '@/components/outage/outage-metadata';
import type { SearchParams } from '@/lib/routes/search-params';
import { sitePageMetadata } from '@/lib/seo/page-metadata';
import { SITE_PAGES } from '@/lib/seo/site-pages';

// Reads the URL's query or the visitor's cookies: rendered for each request in full (complete HTML), its CMS reads cached.
export const instant = false;

/** Each queue's month is a page of its own (its photos): its address and title say which, as the CMS names it. */
export const generateMetadata = metadataSafe(async ({ searchParams }: { searchParams: Promise<SearchParams> }): Promise<Metadata> => {
  const { queueInUrl, monthInUrl } = await progressView(await searchParams);
  return sitePageMetadata('progress', {
    title: [SITE_PAGES.progress.title, monthInUrl?.title].filter(Boolean).join(' — '),
    canonical: progressHref(queueInUrl, monthInUrl?.date),
  });
});

export default outageSafe(ProgressPage);
