import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { Lead } from '@/components/content/Lead';
import { Pagination } from '@/components/content/Pagination';
import { Section } from '@/components/content/Section';
import { LotDetail } from '@/components/lots/LotDetail';
import { LotGrid } from '@/components/lots/LotGrid';
import { lotTitle } from '@/components/lots/lot-text';
import { PageHeading } from '@/components/ui/PageHeading';
import { ApiError } from '@/lib/api/client';
import { getServerApi } from '@/lib/api/server';
import { optionalData, pageData } from '@/lib/api/policy';
import { LOTS_SLUG_LABELS, LOTS_TYPE_LABELS } from '@/lib/config/lots-labels';
import { paths, type LotsSlug, type LotsType } from '@/lib/config/paths';
import { formatPrice, plural } from '@/lib/format/number';
import { parseLotsRoute } from '@/lib/routes/lots-route';
import { pageFromSearch } from '@/lib/routes/search-params';

type Props = {
  params: Promise<{ segments: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const PAGE_SIZE = 12;
const loadLot = cache((idOrCode: string) => pageData(() => getServerApi().realtyItem(idOrCode)));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const route = parseLotsRoute((await params).segments);
  if (!route) return {};
  if (route.kind === 'lot') {
    const lot = await loadLot(route.idOrCode);
    return { title: `${lotTitle(lot)}, ${lot.building.name}`, description: `${lotTitle(lot)} за ${formatPrice(lot.price)}` };
  }
  return { title: `${LOTS_TYPE_LABELS[route.lotsType]}: ${LOTS_SLUG_LABELS[route.slug].toLowerCase()}` };
}

export default async function LotsPage({ params, searchParams }: Props) {
  const route = parseLotsRoute((await params).segments);
  if (!route) notFound();
  if (route.kind === 'lot') {
    const lot = await loadLot(route.idOrCode);
    const similar = await optionalData('similar lots', () => getServerApi().flatsSimilar(lot.id));
    return <LotDetail lot={lot} similar={similar} />;
  }
  return <LotsList slug={route.slug} lotsType={route.lotsType} page={pageFromSearch((await searchParams).page)} />;
}

async function LotsList({ slug, lotsType, page }: { slug: LotsSlug; lotsType: LotsType; page: number }) {
  const list = await pageData(async () => {
    try {
      return await getServerApi().realtyList(lotsType, { page, page_size: PAGE_SIZE, ordering: 'price' });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) notFound();
      throw error;
    }
  });
  const noun = lotsType === 'apartments' ? (['квартира', 'квартиры', 'квартир'] as const) : (['лот', 'лота', 'лотов'] as const);
  return (
    <>
      <PageHeading eyebrow={LOTS_SLUG_LABELS[slug]} title={LOTS_TYPE_LABELS[lotsType]}>
        {list.count} {plural(list.count, noun)}
        {list.facets.price.min !== null ? ` от ${formatPrice(list.facets.price.min)}` : ''}
      </PageHeading>
      <Section caption="Предложения">
        {list.results.length ? <LotGrid lots={list.results} /> : <Lead>Сейчас в продаже нет лотов этого типа.</Lead>}
        <Pagination
          page={page}
          pages={Math.ceil(list.count / PAGE_SIZE)}
          href={(p) => (p === 1 ? paths.lots(slug, lotsType) : `${paths.lots(slug, lotsType)}?page=${p}`)}
          label="Страницы списка"
        />
      </Section>
    </>
  );
}
