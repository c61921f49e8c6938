import { cache } from 'react';
import { CardGrid } from '@/components/content/CardGrid';
import { Pagination } from '@/components/content/Pagination';
import { Section } from '@/components/content/Section';
import { NewsListMemory } from '@/components/news/NewsListMemory';
import { NotFoundPage } from '@/components/error/NotFoundPage';
import { PageHeading } from '@/components/ui/PageHeading';
import { ApiError } from '@/lib/api/client';
import { getServerApi } from '@/lib/api/server';
import { optionalData, pageDataOrMissing } from '@/lib/api/policy';
import { EmptyState } from '@/components/content/EmptyState';
import { paths } from '@/lib/config/paths';
import { formatDate } from '@/lib/format/number';
import { newsFilterQuery, parseNewsFilter, type NewsFilter } from '@/lib/news/news-filter';
import type { SearchParams } from '@/lib/routes/search-params';
import { outageSafe } from '@/components/outage/outage-safe';
import { NewsFilters } from './NewsFilters';

export const NEWS_PAGE_SIZE = 9;

const NO_SPECS = { categories: [], years: [] };

/** What the list can be filtered by (none when the CMS does not say: the list is shown whole). */
const loadNewsSpecs = cache(async () => (await optionalData('news specs', () => getServerApi().newsSpecs())) ?? NO_SPECS);

/** The filters of the URL that the CMS offers (lib/news/news-filter.ts). */
export async function newsFilterOf(search: SearchParams): Promise<NewsFilter> {
  return parseNewsFilter(search, await loadNewsSpecs());
}

/** One page of the news list, or null for a page past the end (the CMS answers 400: a page that does not exist). */
const loadNewsPageOf = cache((page: number, query: string) =>
  pageDataOrMissing(async () => {
    const filter = Object.fromEntries(new URLSearchParams(query)) as { category?: string; year?: string };
    try {
      return await getServerApi().news({ page, page_size: NEWS_PAGE_SIZE, category: filter.category, year: filter.year ? Number(filter.year) : undefined });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) return null;
      throw error;
    }
  }),
);

export const loadNewsPage = (page: number, filter: NewsFilter = {}) => loadNewsPageOf(page, newsFilterQuery(filter));

/**
 * One page of the news list (`/news`, `/news/page/N`) with the topic and year of `search`: the view in the
 * path for a page load, the query for a client navigation (lib/routes/news-view-rewrite.ts). A page past the end is a 404.
 */
async function NewsListBlock({ page, search }: { page: number; search: SearchParams | Promise<SearchParams> }) {
  const specs = await loadNewsSpecs();
  const filter = parseNewsFilter(await search, specs);
  const query = newsFilterQuery(filter);
  const news = await loadNewsPage(page, filter);
  if (!news) return <NotFoundPage />;
  return (
    <>
      <PageHeading eyebrow="Пресс-центр" title="Новости" />
      <NewsListMemory page={page} filter={query} />
      <Section caption={`Страница ${page}`}>
        <NewsFilters specs={specs} filter={filter} />
        {news.count === 0 ? <EmptyState text="Новостей на эту тему за выбранный год нет." action={{ label: 'Все новости', href: paths.news() }} /> : null}
        <CardGrid
          headingLevel={2}
          leadPicture
          items={news.results.map((item) => ({
            key: item.id,
            anchor: item.code,
            title: item.title,
            caption: `${formatDate(item.date)} · ${item.category}`,
            text: item.preview,
            href: paths.newsItem(item.code),
            image: { src: item.cover, alt: '', render: item.cover_render },
          }))}
        />
        <Pagination page={page} pages={Math.ceil(news.count / NEWS_PAGE_SIZE)} href={(p) => paths.news(p, query)} label="Страницы новостей" />
      </Section>
    </>
  );
}

/** NewsList with the outage view in its place when the CMS is unavailable (components/outage/outage-safe.tsx). */
export const NewsList = outageSafe(NewsListBlock);
