import { cache } from 'react';
import { CardGrid } from '@/components/content/CardGrid';
import { Pagination } from '@/components/content/Pagination';
import { Section } from '@/components/content/Section';
import { NewsListMemory } from '@/components/news/NewsListMemory';
import { NotFoundPage } from '@/components/error/NotFoundPage';
import { PageHeading } from '@/components/ui/PageHeading';
import { ApiError } from '@/lib/api/client';
import { getServerApi } from '@/lib/api/server';
import { pageDataOrMissing } from '@/lib/api/policy';
import { paths } from '@/lib/config/paths';
import { formatDate } from '@/lib/format/number';
import { outageSafe } from '@/components/outage/outage-safe';

export const NEWS_PAGE_SIZE = 9;

/** One page of the news list, or null for a page past the end (the CMS answers 400: a page that does not exist). */
export const loadNewsPage = cache((page: number) =>
  pageDataOrMissing(async () => {
    try {
      return await getServerApi().news({ page, page_size: NEWS_PAGE_SIZE });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) return null;
      throw error;
    }
  }),
);

/** One page of the news list (`/news`, `/news/page/N`); a page past the end is a 404. */
async function NewsListBlock({ page }: { page: number }) {
  const news = await loadNewsPage(page);
  if (!news) return <NotFoundPage />;
  return (
    <>
      <PageHeading eyebrow="Пресс-центр" title="Новости" />
      <NewsListMemory page={page} />
      <Section caption={`Страница ${page}`}>
        <CardGrid
          headingLevel={2}
          items={news.results.map((item) => ({
            key: item.id,
            anchor: item.code,
            title: item.title,
            caption: `${formatDate(item.date)} · ${item.category}`,
            text: item.preview,
            href: paths.newsItem(item.code),
            image: { src: item.cover, alt: '' },
          }))}
        />
        <Pagination page={page} pages={Math.ceil(news.count / NEWS_PAGE_SIZE)} href={(p) => paths.news(p)} label="Страницы новостей" />
      </Section>
    </>
  );
}

/** NewsList with the outage view in its place when the CMS is unavailable (components/outage/outage-safe.tsx). */
export const NewsList = outageSafe(NewsListBlock);
