import { cacheLife } from 'next/cache';
import { LotPreview } from '@/components/seo/og/LotPreview';
import { lotFinish, lotFloor, lotPlace, lotTitle } from '@/components/lots/lot-text';
import { mediaBytes } from '@/lib/api/media-bytes';
import { getServerApi } from '@/lib/api/server';
import { CMS_CACHE, CMS_RESILIENCE } from '@/lib/config/cache';
import { formatArea, formatPrice } from '@/lib/format/number';
import { isFree } from '@/lib/lots/status';
import { ogAnswer, ogPng } from '@/lib/seo/og/og-response';

/**
 * Drawn once and kept like the lot's CMS answer (its tags come with the read, so a price change redraws it);
 * a lot the CMS does not give (unknown, or the CMS failing) only for a few seconds.
 */
async function lotPreview(id: number): Promise<Uint8Array | null> {
  'use cache';
  const lot = await getServerApi()
    .realtyItem(id)
    .catch(() => null);
  if (!lot) {
    cacheLife(CMS_RESILIENCE.failure.profile);
    return null;
  }
  cacheLife(CMS_CACHE.profile);
  const picture = lot.images.flat_layout ? await mediaBytes(lot.images.flat_layout) : null;
  return ogPng(
    <LotPreview
      title={lotTitle(lot)}
      place={lotPlace(lot)}
      facts={[`${formatArea(lot.area)} · этаж ${lotFloor(lot)}`, [lotFinish(lot), lot.completion].filter(Boolean).join(' · ')]}
      price={formatPrice(lot.price)}
      status={lot.status.label}
      free={isFree(lot.status.value)}
      layout={picture ? `data:${picture.type};base64,${picture.bytes.toString('base64')}` : null}
    />,
  );
}

/** /og/lot/{id}: a lot's link preview (layout, rooms, area, floor, price, status), what a pasted lot link shows. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return ogAnswer(/^\d{1,9}$/.test(id) ? await lotPreview(Number(id)) : null);
}
