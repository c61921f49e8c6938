import type { Metadata } from 'next';
import { NOT_FOUND_METADATA, NotFoundPage } from '@/components/error/NotFoundPage';
import { outageSafe } from '@/components/outage/outage-safe';
import { ProgressPage, progressView, requestedProgressView } from '@/components/progress/ProgressPage';
import { metadataSafe } from '@/components/outage/outage-metadata';
import { DEFAULT_VIEW_SEGMENT } from '@/lib/routes/list-view';
import { progressHref, progressViewFromSegment, type ProgressView } from '@/lib/routes/progress-view';
import type { SearchParams } from '@/lib/routes/search-params';
import { sitePageMetadata } from '@/lib/seo/page-metadata';
import { SITE_PAGES } from '@/lib/seo/site-pages';

type Props = { params: Promise<{ view?: string[] }>; searchParams: Promise<SearchParams> };

// A page load comes with its view in the path (the proxy: lib/routes/progress-view.ts), rendered on its first visit and
// then cached; a client navigation reads its query and the visitor's cookie, rendered for its request in full.
export const instant = false;
/** The view a page load without a query or a chosen queue gets (the sitemap's address) is rendered at build. */
export const generateStaticParams = () => [{ view: [DEFAULT_VIEW_SEGMENT] }];

/** The view the route names: its path's, else (a client navigation) its query's and the cookie's; null: not a view. */
async function routeView({ params, searchParams }: Props): Promise<ProgressView | null> {
  const { view } = await params;
  if (!view) return requestedProgressView(await searchParams);
  return view.length === 1 && view[0] ? progressViewFromSegment(view[0]) : null;
}

/** Each queue's month is a page of its own (its photos): its address and title say which, as the CMS names it. */
export const generateMetadata = metadataSafe(async (props: Props): Promise<Metadata> => {
  const view = await routeView(props);
  if (!view) return NOT_FOUND_METADATA;
  const { queueInUrl, monthInUrl } = await progressView(view);
  return sitePageMetadata('progress', {
    title: [SITE_PAGES.progress.title, monthInUrl?.title].filter(Boolean).join(' — '),
    canonical: progressHref(queueInUrl, monthInUrl?.date),
  });
});

async function ProgressRoute(props: Props) {
  const view = await routeView(props);
  // Called, not rendered as an element: outageSafe must see a CMS failure while it renders the page.
  return view ? ProgressPage({ view }) : <NotFoundPage />;
}

export default outageSafe(ProgressRoute);
