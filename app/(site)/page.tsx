import type { Metadata } from 'next';
import Link from 'next/link';
import { cache } from 'react';
import { CardGrid } from '@/components/content/CardGrid';
import { Lead } from '@/components/content/Lead';
import { Section } from '@/components/content/Section';
import { Stats } from '@/components/content/Stats';
import { HomeChoose } from '@/components/home/HomeChoose';
import { HomeClosing } from '@/components/home/HomeClosing';
import { HomeDocuments } from '@/components/home/HomeDocuments';
import { HomeHero } from '@/components/home/HomeHero';
import { HomeLocation } from '@/components/home/HomeLocation';
import { HomeProgress } from '@/components/home/HomeProgress';
import styles from '@/components/home/HomeTeasers.module.scss';
import { getLayoutData } from '@/lib/api/layout-data';
import { salesOffice } from '@/lib/api/sales-office';
import { formatDate } from '@/lib/format/number';
import { ON_SALE_STATUSES } from '@/lib/lots/status';
import { getServerApi } from '@/lib/api/server';
import { optionalData, pageData } from '@/lib/api/policy';
import { paths } from '@/lib/config/paths';
import { outageSafe } from '@/components/outage/outage-safe';
import { metadataSafe } from '@/components/outage/outage-metadata';
import { JsonLd } from '@/components/seo/JsonLd';
import { absoluteUrl } from '@/lib/config/absolute-url';
import { homeTitle, sitePageMetadata } from '@/lib/seo/page-metadata';
import { SITE_PAGES } from '@/lib/seo/site-pages';
import { complexLd, salesOfficeLd } from '@/lib/seo/structured-data';

/** Metadata and page share one request for the home page content. */
const loadMainPage = cache(() => pageData(() => getServerApi().mainPageContent()));

/** Metadata; the outage view's when the CMS is unavailable. */
export const generateMetadata = metadataSafe(pageMetadata);

async function pageMetadata(): Promise<Metadata> {
  const main = await loadMainPage();
  return sitePageMetadata('home', { title: homeTitle(main.metro.name) });
}

/**
 * The home page tells the story top to bottom: the complex and its figures, what it is made of and why,
 * the two ways to choose a flat, where it is, how the building goes, the news, the documents, and a call.
 */
async function HomePage() {
  const api = getServerApi();
  // One round of reads: only the progress report waits for the queues (it is the first queue's).
  const [{ queues, contacts, headerInfo, documentation }, main, benefits, composition, location, onSale, progress, news] = await Promise.all([
    getLayoutData(),
    loadMainPage(),
    optionalData('benefits', () => api.benefits()),
    optionalData('project composition', () => api.projectComposition()),
    optionalData('location', () => api.location()),
    // The same statuses as the catalogue the card opens (lots on sale), so the count is its list.
    optionalData('apartments on sale', () => api.realtyList('apartments', { status: [...ON_SALE_STATUSES], page_size: 1 })),
    getLayoutData().then(({ queues: [first] }) => optionalData('construction progress', () => api.constructionProgress({ queue: first?.id }))),
    optionalData('news', () => api.news({ page: 1, page_size: 3 })),
  ]);
  const report = progress?.[0];
  const office = salesOffice(contacts) ?? null;
  return (
    <>
      <JsonLd data={[...(location ? [complexLd(location, absoluteUrl, SITE_PAGES.home.description)] : []), ...(office ? [salesOfficeLd(office, absoluteUrl)] : [])]} />
      <HomeHero content={main} />
      <Section belowFold caption="О проекте" title={main.about.title}>
        <Lead>{main.about.text}</Lead>
      </Section>
      {composition?.length ? (
        <Section belowFold caption="Состав проекта">
          <Stats items={composition.map((item) => ({ value: item.value, label: item.title, description: item.description }))} />
        </Section>
      ) : null}
      {benefits?.length ? (
        <Section belowFold caption="Преимущества" title="Почему «Вереск»">
          <CardGrid items={benefits.map((b) => ({ key: b.id, title: b.title, text: b.text, image: { src: b.image, alt: '', render: true } }))} />
        </Section>
      ) : null}
      <HomeChoose images={headerInfo?.menu_images ?? { genplan: null, params: null }} onSale={onSale ? { count: onSale.count, priceFrom: onSale.facets.price.min } : null} />
      {location ? <HomeLocation location={location} /> : null}
      {report ? (
        <Section belowFold caption="Ход строительства" title="Стройка идёт по графику">
          <HomeProgress report={report} queueName={queues.length > 1 ? (queues.find((q) => q.id === report.queue)?.name ?? null) : null} />
        </Section>
      ) : null}
      {news?.results.length ? (
        <Section belowFold caption="Новости" title="Что нового">
          <CardGrid
            items={news.results.map((item) => ({
              key: item.id,
              title: item.title,
              caption: `${formatDate(item.date)} · ${item.category}`,
              text: item.preview,
              href: paths.newsItem(item.code),
              image: { src: item.cover, alt: '', render: item.cover_render },
            }))}
          />
          <Link href={paths.news()} className={styles.allNews}>
            Все новости
          </Link>
        </Section>
      ) : null}
      {documentation.length ? (
        <Section belowFold caption="Документы" title="Проектная документация">
          <HomeDocuments />
        </Section>
      ) : null}
      <HomeClosing office={office} />
    </>
  );
}

export default outageSafe(HomePage);
