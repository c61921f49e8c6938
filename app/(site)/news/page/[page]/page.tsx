import { permanentRedirect } from 'next/navigation';
import { NotFoundPage } from '@/components/error/NotFoundPage';
import { NewsList, newsFilterOf } from '@/components/news/NewsList';
import { newsPageMetadata } from '@/components/news/news-list-route';
import { metadataSafe } from '@/components/outage/outage-metadata';
import { paths } from '@/lib/config/paths';
import { NEWS_PAGE_NUMBER, newsFilterQuery } from '@/lib/news/news-filter';
import type { SearchParams } from '@/lib/routes/search-params';

type Props = { params: Promise<{ page: string }>; searchParams: Promise<SearchParams> };

// A client navigation to page N reads the topic and year from its query and renders per request; a page load
// is rewritten by the proxy to the cached view under ./[view] (lib/routes/news-view-rewrite.ts).
export const instant = false;

/** Metadata; the outage view's when the CMS is unavailable. */
export const generateMetadata = metadataSafe(async ({ params, searchParams }: Props) => newsPageMetadata((await params).page, await searchParams));

/** Page N of the news list (N ≥ 2; page 1 is /news), with the topic and year of the query. */
export default async function NewsListPage({ params, searchParams }: Props) {
  const { page } = await params;
  if (!NEWS_PAGE_NUMBER.test(page)) return <NotFoundPage />;
  if (page === '1') permanentRedirect(paths.news(1, newsFilterQuery(await newsFilterOf(await searchParams))));
  return <NewsList page={Number(page)} search={searchParams} />;
}
