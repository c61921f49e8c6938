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
import { outageSafe } from '@/components/outage/outage-safe';
import { metadataSafe } from '@/components/outage/outage-metadata';

type Props = { params: Promise<{ code: string }> };

const loadNewsItem = cache((code: string) => pageDataOrMissing(() => getServerApi().newsItem(code)));

/** The first page of news is rendered at build; older items on their first visit, then cached. */
export const generateStaticParams = prerenderedNewsCodes;

/** Metadata; the outage view's when the CMS is unavailable. */
export const generateMetadata = metadataSafe(pageMetadata);

async function pageMetadata({ params }: Props): Promise<Metadata> {
  const item = await loadNewsItem(decodeURIComponent((await params).code));
  if (!item) return NOT_FOUND_METADATA;
  return { title: item.title, description: item.preview };
}

async function NewsItemPage({ params }: Props) {
  const item = await loadNewsItem(decodeURIComponent((await params).code));
  if (!item) return <NotFoundPage />;
  return (
    <article>
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
