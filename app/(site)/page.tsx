import type { Metadata } from 'next';
import Link from 'next/link';
import { cache } from 'react';
import { CardGrid } from '@/components/content/CardGrid';
import { Lead } from '@/components/content/Lead';
import { Section } from '@/components/content/Section';
import { Stats } from '@/components/content/Stats';
import { HomeHero } from '@/components/home/HomeHero';
import { getServerApi } from '@/lib/api/server';
import { optionalData, pageData } from '@/lib/api/policy';
import { paths } from '@/lib/config/paths';
import { SITE_NAME } from '@/lib/config/site';
import { outageSafe } from '@/components/outage/outage-safe';
import { metadataSafe } from '@/components/outage/outage-metadata';
import { typograph } from '@/lib/text/typography';

/** Metadata and page share one request for the home page content. */
const loadMainPage = cache(() => pageData(() => getServerApi().mainPageContent()));

/** Metadata; the outage view's when the CMS is unavailable. */
export const generateMetadata = metadataSafe(pageMetadata);

async function pageMetadata(): Promise<Metadata> {
  const main = await loadMainPage();
  return { title: { absolute: `${SITE_NAME} — квартиры премиум-класса у метро «${main.metro.name}»` } };
}

async function HomePage() {
  const api = getServerApi();
  const [main, benefits, composition] = await Promise.all([
    loadMainPage(),
    optionalData('benefits', () => api.benefits()),
    optionalData('project composition', () => api.projectComposition()),
  ]);
  return (
    <>
      <HomeHero content={main} />
      <Section caption="О проекте" title={main.about.title}>
        <Lead>{main.about.text}</Lead>
      </Section>
      {composition?.length ? (
        <Section caption="Состав проекта">
          <Stats items={composition.map((item) => ({ value: item.value, label: item.title, description: item.description }))} />
        </Section>
      ) : null}
      {benefits?.length ? (
        <Section caption="Преимущества" title="Почему «Вереск»">
          <CardGrid items={benefits.map((b) => ({ key: b.id, title: b.title, text: b.text, image: { src: b.image, alt: '' } }))} />
        </Section>
      ) : null}
      <Section caption="Выбор квартиры" title="Найдите свою квартиру">
        <Lead>
          <Link href={paths.lots('params')}>Подобрать по параметрам</Link> · <Link href={paths.lots('genplan')}>{typograph('Выбрать на генплане')}</Link>
        </Lead>
      </Section>
    </>
  );
}

export default outageSafe(HomePage);
