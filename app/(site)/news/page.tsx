import type { Metadata } from 'next';
import { NewsList, newsFilterOf } from '@/components/news/NewsList';
import { newsListMetadata } from '@/components/news/news-metadata';
import { metadataSafe } from '@/components/outage/outage-metadata';
import type { SearchParams } from '@/lib/routes/search-params';

type Props = { searchParams: Promise<SearchParams> };

// A client navigation reads the topic and year from its query and renders per request; a page load is
// rewritten by the proxy to the cached view /news/page/1/<view> (lib/routes/news-view-rewrite.ts).
export const instant = false;

export const generateMetadata = metadataSafe(async ({ searchParams }: Props): Promise<Metadata> => newsListMetadata(1, await newsFilterOf(await searchParams)));

/** The first page of the news list; later pages live at /news/page/N (old ?page=N links redirect there). */
export default function NewsPage({ searchParams }: Props) {
  return <NewsList page={1} search={searchParams} />;
}
