import type { Metadata } from 'next';
import { cache } from 'react';
import { Catalog } from '@/components/catalog/Catalog';
import { GenplanView } from '@/components/catalog/GenplanView';
import { LotDetail } from '@/components/lots/LotDetail';
import { NOT_FOUND_METADATA, NotFoundPage } from '@/components/error/NotFoundPage';
import { lotTitle } from '@/components/lots/lot-text';
import { PageHeading } from '@/components/ui/PageHeading';
import { getServerApi } from '@/lib/api/server';
import { visitorQueueId } from '@/lib/api/visitor-queue';
import { optionalData, pageDataOrMissing } from '@/lib/api/policy';
import { prerenderedLotsSegments } from '@/lib/api/prerendered-params';
import { LOTS_SLUG_LABELS, LOTS_TYPE_LABELS } from '@/lib/config/lots-labels';
import { formatPrice } from '@/lib/format/number';
import { queueViewFrom, type QueueView } from '@/lib/routes/list-view';
import { genplanLevelFrom } from '@/lib/genplan/level';
import { firstParam, type SearchParams } from '@/lib/routes/search-params';
import { parseLotsRoute } from '@/lib/routes/lots-route';
import { outageSafe } from '@/components/outage/outage-safe';
import { metadataSafe } from '@/components/outage/outage-metadata';

// Lots and list views render on their first visit and are then cached (the proxy puts a page load's query in
// its path); client navigations between list views render per request.
export const instant = false;

type Props = { params: Promise<{ segments: string[] }>; searchParams: Promise<SearchParams> };

const loadLot = cache((idOrCode: string) => pageDataOrMissing(() => getServerApi().realtyItem(idOrCode)));

/** A client navigation's master plan: the query's queue, else the visitor's (a page load has it in its path). */
async function requestedQueueView(searchParams: Promise<SearchParams>): Promise<QueueView> {
  const params = await searchParams;
  const query = { get: (name: string) => firstParam(params[name]) ?? null };
  return { fromUrl: query.get('queue'), chosen: (await visitorQueueId()) ?? null, level: genplanLevelFrom(query) };
}

/** The first lots and the lists are rendered at build; other lots on their first visit, then cached. */
export const generateStaticParams = prerenderedLotsSegments;

/** Metadata; the outage view's when the CMS is unavailable. */
export const generateMetadata = metadataSafe(pageMetadata);

async function pageMetadata({ params }: Props): Promise<Metadata> {
  const route = parseLotsRoute((await params).segments);
  if (!route) return NOT_FOUND_METADATA;
  if (route.kind === 'lot') {
    const lot = await loadLot(route.idOrCode);
    if (!lot) return NOT_FOUND_METADATA;
    return { title: `${lotTitle(lot)}, ${lot.building.name}`, description: `${lotTitle(lot)} за ${formatPrice(lot.price)}` };
  }
  return { title: `${LOTS_TYPE_LABELS[route.lotsType]}: ${LOTS_SLUG_LABELS[route.slug].toLowerCase()}` };
}

async function LotsPage({ params, searchParams }: Props) {
  const route = parseLotsRoute((await params).segments);
  if (!route) return <NotFoundPage />;
  if (route.kind === 'lot') {
    const lot = await loadLot(route.idOrCode);
    if (!lot) return <NotFoundPage />;
    const similar = await optionalData('similar lots', () => getServerApi().flatsSimilar(lot.id));
    return <LotDetail lot={lot} similar={similar} />;
  }
  return (
    <>
      <PageHeading eyebrow={LOTS_SLUG_LABELS[route.slug]} title={LOTS_TYPE_LABELS[route.lotsType]} />
      {route.slug === 'genplan' ? (
        <GenplanView view={route.view ? queueViewFrom(route.view) : await requestedQueueView(searchParams)} />
      ) : (
        <Catalog lotsType={route.lotsType} search={route.view ?? (await searchParams)} />
      )}
    </>
  );
}

export default outageSafe(LotsPage);
