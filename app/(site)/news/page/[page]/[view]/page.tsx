import { NotFoundPage } from '@/components/error/NotFoundPage';
import { NewsList } from '@/components/news/NewsList';
import { newsPageMetadata, newsViewSearch } from '@/components/news/news-list-route';
import { metadataSafe } from '@/components/outage/outage-metadata';
import { NEWS_PAGE_NUMBER } from '@/lib/news/news-filter';
import { viewSegment } from '@/lib/routes/list-view';

type Props = { params: Promise<{ page: string; view: string }> };

// A page load of the news list in a view the proxy put in the path (lib/routes/news-view-rewrite.ts): the
// query is not read, so each view renders on its first visit and is then served from the cache.
export const instant = false;

/** The unfiltered first page is rendered at build; every other view on its first visit. */
export const generateStaticParams = () => [{ page: '1', view: viewSegment('') }];

export const generateMetadata = metadataSafe(async ({ params }: Props) => {
  const { page, view } = await params;
  return newsPageMetadata(page, newsViewSearch(view));
});

export default async function NewsViewPage({ params }: Props) {
  const { page, view } = await params;
  const search = newsViewSearch(view);
  if (!NEWS_PAGE_NUMBER.test(page) || !search) return <NotFoundPage />;
  return <NewsList page={Number(page)} search={search} />;
}
