import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { NOT_FOUND_METADATA, NotFoundPage } from '@/components/error/NotFoundPage';
import { loadNewsPage, NewsList, newsFilterOf } from '@/components/news/NewsList';
import { newsListMetadata } from '@/components/news/news-metadata';
import { paths } from '@/lib/config/paths';
import { newsFilterQuery } from '@/lib/news/news-filter';
import type { SearchParams } from '@/lib/routes/search-params';
import { metadataSafe } from '@/components/outage/outage-metadata';

type Props = { params: Promise<{ page: string }>; searchParams: Promise<SearchParams> };

const PAGE = /^[1-9]\d{0,5}$/;

// Reads the URL's topic and year: rendered for each request in full (complete HTML), its CMS reads cached.
export const instant = false;

/** Metadata; the outage view's when the CMS is unavailable. */
export const generateMetadata = metadataSafe(pageMetadata);

async function pageMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { page } = await params;
  const filter = await newsFilterOf(await searchParams);
  if (!PAGE.test(page) || !(await loadNewsPage(Number(page), filter))) return NOT_FOUND_METADATA;
  return newsListMetadata(Number(page), filter);
}

/** Page N of the news list (N ≥ 2; page 1 is /news), with the topic and year of the query. */
export default async function NewsListPage({ params, searchParams }: Props) {
  const { page } = await params;
  if (!PAGE.test(page)) return <NotFoundPage />;
  if (page === '1') permanentRedirect(paths.news(1, newsFilterQuery(await newsFilterOf(await searchParams))));
  return <NewsList page={Number(page)} searchParams={searchParams} />;
}
