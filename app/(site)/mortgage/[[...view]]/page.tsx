import type { Metadata } from 'next';
import { sitePageMetadata } from '@/lib/seo/page-metadata';
import { MortgagePage } from '@/components/mortgage/MortgagePage';
import { NotFoundPage } from '@/components/error/NotFoundPage';
import { outageSafe } from '@/components/outage/outage-safe';
import { DEFAULT_VIEW_SEGMENT } from '@/lib/routes/list-view';
import type { SearchParams } from '@/lib/routes/search-params';

type Props = { params: Promise<{ view?: string[] }>; searchParams: Promise<SearchParams> };

// `/mortgage` without a query is the same for every visitor: the proxy sends its page loads to `/mortgage/v`,
// rendered at build and cached like the other pages. A calculation in the URL (a manager sends it) is
// rendered for its request, its CMS reads cached.
export const instant = false;
export const generateStaticParams = () => [{ view: [DEFAULT_VIEW_SEGMENT] }];

export const metadata: Metadata = sitePageMetadata('mortgage');

async function MortgageRoute({ params, searchParams }: Props) {
  const { view } = await params;
  // Called, not rendered as an element: outageSafe must see a CMS failure while it renders the page.
  if (!view) return MortgagePage({ search: await searchParams });
  return view.length === 1 && view[0] === DEFAULT_VIEW_SEGMENT ? MortgagePage({ search: {} }) : <NotFoundPage />;
}

export default outageSafe(MortgageRoute);
