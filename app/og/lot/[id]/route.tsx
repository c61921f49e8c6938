import { LotPreview } from '@/components/seo/og/LotPreview';
import { lotTitle } from '@/components/lots/lot-text';
import { mediaBytes } from '@/lib/api/media-bytes';
import { getServerApi } from '@/lib/api/server';
import { formatArea, formatPrice } from '@/lib/format/number';
import { isFree } from '@/lib/lots/status';
import { ogImage, ogNotFound } from '@/lib/seo/og/og-response';

/** /og/lot/{id}: a lot's link preview (layout, rooms, area, floor, price, status), what a pasted lot link shows. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!/^\d{1,9}$/.test(id)) return ogNotFound();
  const lot = await getServerApi()
    .realtyItem(Number(id))
    .catch(() => null);
  if (!lot) return ogNotFound();
  const picture = lot.images.flat_layout ? await mediaBytes(lot.images.flat_layout) : null;
  return ogImage(
    <LotPreview
      title={lotTitle(lot)}
      place={`${lot.building.name}, секция ${lot.section.number}`}
      facts={[`${formatArea(lot.area)} · этаж ${lot.floor} из ${lot.floors_total}`, `${lot.renovation.label} · ${lot.completion}`]}
      price={formatPrice(lot.price)}
      status={lot.status.label}
      free={isFree(lot.status.value)}
      layout={picture ? `data:${picture.type};base64,${picture.bytes.toString('base64')}` : null}
    />,
  );
}
