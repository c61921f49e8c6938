import type { Metadata } from 'next';
import Link from 'next/link';
import { Lead } from '@/components/content/Lead';
import { Section } from '@/components/content/Section';
import { Stats } from '@/components/content/Stats';
import { PageHeading } from '@/components/ui/PageHeading';
import { getServerApi } from '@/lib/api/server';
import { optionalData, pageData } from '@/lib/api/policy';
import { LOTS_TYPE_NOUNS } from '@/lib/config/lots-labels';
import { paths } from '@/lib/config/paths';
import { formatPrice, plural } from '@/lib/format/number';
import { ON_SALE_STATUSES } from '@/lib/lots/status';
import { outageSafe } from '@/components/outage/outage-safe';

export const metadata: Metadata = { title: 'Коммерческие помещения' };

async function RetailPage() {
  const api = getServerApi();
  const [page, available] = await Promise.all([
    pageData(() => api.commercialPage()),
    // The same statuses as the list the link opens (lots on sale), so the count is the list.
    optionalData('commercial lots on sale', () => api.realtyList('commercial', { status: [...ON_SALE_STATUSES], page_size: 1 })),
  ]);
  return (
    <>
      <PageHeading eyebrow="Ритейл" title="Коммерческие помещения">
        {page.text}
      </PageHeading>
      <Section caption="Помещения">
        <Stats items={page.stats} />
      </Section>
      {available ? (
        <Section caption="В продаже">
          <Lead>
            Сейчас в продаже {available.count} {plural(available.count, LOTS_TYPE_NOUNS.commercial)}
            {available.facets.price.min !== null ? `, от ${formatPrice(available.facets.price.min)}` : ''}.{' '}
            <Link href={paths.lots('params', 'commercial')}>Смотреть помещения</Link>
          </Lead>
        </Section>
      ) : null}
    </>
  );
}

export default outageSafe(RetailPage);
