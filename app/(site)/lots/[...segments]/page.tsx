import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { Catalog } from '@/components/catalog/Catalog';
import { GenplanView } from '@/components/catalog/GenplanView';
import { LotDetail } from '@/components/lots/LotDetail';
import { lotTitle } from '@/components/lots/lot-text';
import { PageHeading } from '@/components/ui/PageHeading';
import { getServerApi } from '@/lib/api/server';
import { optionalData, pageData } from '@/lib/api/policy';
import { prerenderedLotsSegments } from '@/lib/api/prerendered-params';
import { LOTS_SLUG_LABELS, LOTS_TYPE_LABELS } from '@/lib/config/lots-labels';
import { formatPrice } from '@/lib/format/number';
import { parseLotsRoute } from '@/lib/routes/lots-route';

// Reads the URL's query or the visitor's cookies: rendered for each request in full (complete HTML), its CMS reads cached.
export const instant = false;

type Props = {
  params: Promise<{ segments: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const loadLot = cache((idOrCode: string) => pageData(() => getServerApi().realtyItem(idOrCode)));

/** The first lots and the lists are rendered at build; other lots on their first visit, then cached. */
export const generateStaticParams = prerenderedLotsSegments;

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
  const search = await searchParams;
  return (
    <>
      <PageHeading eyebrow={LOTS_SLUG_LABELS[route.slug]} title={LOTS_TYPE_LABELS[route.lotsType]} />
      {route.slug === 'genplan' ? <GenplanView queueParam={search.queue} /> : <Catalog lotsType={route.lotsType} searchParams={search} />}
    </>
  );
}
