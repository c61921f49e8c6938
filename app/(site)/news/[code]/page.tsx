import type { Metadata } from 'next';
import { cache } from 'react';
import { Prose } from '@/components/content/Prose';
import { Section } from '@/components/content/Section';
import { NewsBackLink } from '@/components/news/NewsBackLink';
import { NewsArticleMedia } from '@/components/news/NewsArticleMedia';
import { NOT_FOUND_METADATA, NotFoundPage } from '@/components/error/NotFoundPage';
import { PageHeading } from '@/components/ui/PageHeading';
import { getServerApi } from '@/lib/api/server';
import { pageDataOrMissing } from '@/lib/api/policy';
import { prerenderedNewsCodes } from '@/lib/api/prerendered-params';
import { formatDate } from '@/lib/format/number';
import { newsCodeFromSegment } from '@/lib/news/news-code';
import { outageSafe } from '@/components/outage/outage-safe';
import { metadataSafe } from '@/components/outage/outage-metadata';
import { JsonLd } from '@/components/seo/JsonLd';
import { absoluteUrl } from '@/lib/config/absolute-url';
import { paths } from '@/lib/config/paths';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { SITE_PAGES } from '@/lib/seo/site-pages';
import { breadcrumbsLd, newsArticleLd } from '@/lib/seo/structured-data';

type Props = { params: Promise<{ code: string }> };

/** The item the address names; null (a 404) for a code that is missing in the CMS or cannot be one. */
const loadNewsItem = cache(async (segment: string) => {
  const code = newsCodeFromSegment(segment);
  return code === null ? null : pageDataOrMissing(() => getServerApi().newsItem(code));
});

/** The first page of news is rendered at build; older items on their first visit, then cached. */
export const generateStaticParams = prerenderedNewsCodes;

/** Metadata; the outage view's when the CMS is unavailable. */
export const generateMetadata = metadataSafe(newsItemMetadata);

async function newsItemMetadata({ params }: Props): Promise<Metadata> {
  const item = await loadNewsItem((await params).code);
  if (!item) return NOT_FOUND_METADATA;
  return pageMetadata({
    title: item.title,
    description: item.preview,
    canonical: paths.newsItem(item.code),
    image: item.cover,
    imageAlt: item.title,
    type: 'article',
    publishedTime: item.date,
  });
}

async function NewsItemPage({ params }: Props) {
  const item = await loadNewsItem((await params).code);
  if (!item) return <NotFoundPage />;
  return (
    <article>
      <JsonLd data={[newsArticleLd(item, absoluteUrl), breadcrumbsLd([{ name: SITE_PAGES.news.title, path: paths.news() }, { name: item.title, path: paths.newsItem(item.code) }], absoluteUrl)]} />
      <PageHeading eyebrow={`${formatDate(item.date)} · ${item.category}`} title={item.title}>
        {item.preview}
      </PageHeading>
      <NewsArticleMedia item={item}>
        <Prose html={item.body_html} />
      </NewsArticleMedia>
      <Section caption="Новость">
        <p>
          <NewsBackLink code={item.code} />
        </p>
      </Section>
    </article>
  );
}

export default outageSafe(NewsItemPage);
