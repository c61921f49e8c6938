import type { Metadata } from 'next';
import { cache } from 'react';
import { NOT_FOUND_METADATA, NotFoundPage } from '@/components/error/NotFoundPage';
import { PageLocation } from '@/components/error/PageStatus';
import { QueueShown } from '@/components/layout/queue/QueueShown';
import { paths } from '@/lib/config/paths';
import { ogImagePath, pageMetadata } from '@/lib/seo/page-metadata';
import { getServerApi } from '@/lib/api/server';
import { optionalData, pageDataOrMissing } from '@/lib/api/policy';
import type { LotCard } from '@/lib/api/schemas';
import { formatArea, formatPrice } from '@/lib/format/number';
import { isLotIdOrCode } from '@/lib/routes/lots-route';
import { loadMortgage } from '@/components/mortgage/mortgage-data';
import { renderTime } from '@/lib/time/render-time';
import { LotDetail } from './LotDetail';
import { lotFinish, lotFloor, lotFullTitle, lotTitle } from './lot-text';

const loadLot = cache((idOrCode: string) => pageDataOrMissing(() => getServerApi().realtyItem(idOrCode)));

/**
 * `/lots/{id or vendor code}`: the lot, or the not-found page. A lot's one address is by id: opened by its
 * vendor code, the page marks it and the front server redirects there (scripts/server/page-status.mjs).
 */
export async function LotPage({ idOrCode }: { idOrCode: string }) {
  const lot = isLotIdOrCode(idOrCode) ? await loadLot(idOrCode) : null;
  if (!lot) return <NotFoundPage />;
  const [similar, mortgage, today, terms] = await Promise.all([
    optionalData('similar lots', () => getServerApi().flatsSimilar(lot.id)),
    lot.type === 'apartments' ? optionalData('mortgage', loadMortgage) : null,
    renderTime(),
    optionalData('booking terms', () => getServerApi().bookingTerms()),
  ]);
  return (
    <>
      {idOrCode === String(lot.id) ? null : <PageLocation path={paths.lot(lot.id)} />}
      {/* A flat belongs to one queue: the header's choice (and its documents, booklet, way to the flats) follows it. */}
      <QueueShown id={lot.queue.id} unlessShown />
      <LotDetail lot={lot} similar={similar} mortgage={mortgage} today={today} holdHours={terms?.hold_hours ?? null} />
    </>
  );
}

/** What a pasted link and a search result say of a lot: unique to it (number, place, area, floor, price, status). */
export function lotDescription(lot: LotCard): string {
  const facts = [lotFullTitle(lot), formatArea(lot.area), `этаж ${lotFloor(lot)}`, lotFinish(lot)?.toLowerCase(), lot.completion].filter(Boolean);
  return `${facts.join(', ')}. ${lot.status.label}: ${formatPrice(lot.price)}.`;
}

export async function lotMetadata(idOrCode: string): Promise<Metadata> {
  const lot = isLotIdOrCode(idOrCode) ? await loadLot(idOrCode) : null;
  if (!lot) return NOT_FOUND_METADATA;
  return pageMetadata({
    title: `${lotTitle(lot)}, ${lot.building.name}`,
    description: lotDescription(lot),
    canonical: paths.lot(lot.id),
    image: ogImagePath.lot(lot.id),
    imageAlt: `${lotFullTitle(lot)}: планировка, площадь, этаж и цена`,
  });
}
