import type { Metadata } from 'next';
import { cache } from 'react';
import { NOT_FOUND_METADATA, NotFoundPage } from '@/components/error/NotFoundPage';
import { PageLocation } from '@/components/error/PageStatus';
import { JsonLd } from '@/components/seo/JsonLd';
import { absoluteUrl } from '@/lib/config/absolute-url';
import { LOTS_SLUG_LABELS, LOTS_TYPE_LABELS } from '@/lib/config/lots-labels';
import { isLotsType, paths } from '@/lib/config/paths';
import { formatArea } from '@/lib/format/number';
import { ogImagePath, pageMetadata } from '@/lib/seo/page-metadata';
import { breadcrumbsLd, lotLd } from '@/lib/seo/structured-data';
import { getServerApi } from '@/lib/api/server';
import { optionalData, pageDataOrMissing } from '@/lib/api/policy';
import type { LotCard } from '@/lib/api/schemas';
import { formatPrice } from '@/lib/format/number';
import { isLotIdOrCode } from '@/lib/routes/lots-route';
import { loadMortgage } from '@/components/mortgage/mortgage-data';
import { LotDetail } from './LotDetail';
import { lotFullTitle, lotTitle } from './lot-text';

const loadLot = cache((idOrCode: string) => pageDataOrMissing(() => getServerApi().realtyItem(idOrCode)));

/**
 * `/lots/{id or vendor code}`: the lot, or the not-found page. A lot's one address is by id: opened by its
 * vendor code, the page marks it and the front server redirects there (scripts/server/page-status.mjs).
 */
export async function LotPage({ idOrCode }: { idOrCode: string }) {
  const lot = isLotIdOrCode(idOrCode) ? await loadLot(idOrCode) : null;
  if (!lot) return <NotFoundPage />;
  const [similar, mortgage] = await Promise.all([
    optionalData('similar lots', () => getServerApi().flatsSimilar(lot.id)),
    lot.type === 'apartments' ? optionalData('mortgage', loadMortgage) : null,
  ]);
  const lotsType = isLotsType(lot.type) ? lot.type : 'apartments';
  return (
    <>
      {idOrCode === String(lot.id) ? null : <PageLocation path={paths.lot(lot.id)} />}
      <JsonLd
        data={[
          lotLd(lot, lotFullTitle(lot), absoluteUrl),
          breadcrumbsLd(
            [
              { name: `${LOTS_TYPE_LABELS[lotsType]}: ${LOTS_SLUG_LABELS.params.toLowerCase()}`, path: paths.lots('params', lotsType) },
              { name: lotTitle(lot), path: paths.lot(lot.id) },
            ],
            absoluteUrl,
          ),
        ]}
      />
      <LotDetail lot={lot} similar={similar} mortgage={mortgage} />
    </>
  );
}

/** What a pasted link and a search result say of a lot: unique to it (number, place, area, floor, price, status). */
export function lotDescription(lot: LotCard): string {
  const facts = [`${lotFullTitle(lot)}`, formatArea(lot.area), `этаж ${lot.floor} из ${lot.floors_total}`, lot.renovation.label.toLowerCase(), lot.completion];
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
