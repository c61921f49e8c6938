import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { Section } from '@/components/content/Section';
import { CompareTable } from '@/components/favorites/CompareTable';
import { compareTitle } from '@/components/favorites/compare-title';
import { PageHeading } from '@/components/ui/PageHeading';
import { getServerApi } from '@/lib/api/server';
import { pageData } from '@/lib/api/policy';
import { LIST_COOKIES } from '@/lib/config/constants';
import { parseCompareCookie } from '@/lib/lists/list-cookies';
import { outageSafe } from '@/components/outage/outage-safe';

// Reads the URL's query or the visitor's cookies: rendered for each request in full (complete HTML), its CMS reads cached.
export const instant = false;

export const metadata: Metadata = { title: 'Сравнение квартир', robots: { index: false } };

async function ComparePage() {
  const ids = parseCompareCookie((await cookies()).get(LIST_COOKIES.compare)?.value).map((item) => item.id);
  const lots = ids.length ? await pageData(() => getServerApi().compare(ids)) : [];
  return (
    <>
      <PageHeading eyebrow="Ваш выбор" title={compareTitle(lots)} />
      <Section caption="Параметры рядом">
        <CompareTable lots={lots} />
      </Section>
    </>
  );
}

export default outageSafe(ComparePage);
