import type { Metadata } from 'next';
import { cache } from 'react';
import { NOT_FOUND_METADATA, NotFoundPage } from '@/components/error/NotFoundPage';
import { getServerApi } from '@/lib/api/server';
import { optionalData, pageDataOrMissing } from '@/lib/api/policy';
import { formatPrice } from '@/lib/format/number';
import { isLotIdOrCode } from '@/lib/routes/lots-route';
import { loadMortgage } from '@/components/mortgage/mortgage-data';
import { LotDetail } from './LotDetail';
import { lotTitle } from './lot-text';

const loadLot = cache((idOrCode: string) => pageDataOrMissing(() => getServerApi().realtyItem(idOrCode)));

/** `/lots/{id or vendor code}`: the lot, or the not-found page. */
export async function LotPage({ idOrCode }: { idOrCode: string }) {
  const lot = isLotIdOrCode(idOrCode) ? await loadLot(idOrCode) : null;
  if (!lot) return <NotFoundPage />;
  const [similar, mortgage] = await Promise.all([
    optionalData('similar lots', () => getServerApi().flatsSimilar(lot.id)),
    lot.type === 'apartments' ? optionalData('mortgage', loadMortgage) : null,
  ]);
  return <LotDetail lot={lot} similar={similar} mortgage={mortgage} />;
}

export async function lotMetadata(idOrCode: string): Promise<Metadata> {
  const lot = isLotIdOrCode(idOrCode) ? await loadLot(idOrCode) : null;
  if (!lot) return NOT_FOUND_METADATA;
  return { title: `${lotTitle(lot)}, ${lot.building.name}`, description: `${lotTitle(lot)} за ${formatPrice(lot.price)}` };
}
