import { permanentRedirect } from 'next/navigation';
import { lotMetadata, LotPage } from '@/components/lots/lot-page';
import { metadataSafe } from '@/components/outage/outage-metadata';
import { outageSafe } from '@/components/outage/outage-safe';
import { prerenderedLots } from '@/lib/api/prerendered-params';
import { isLotsType, paths } from '@/lib/config/paths';

// Lots not rendered at build render in full on their first visit (complete HTML), then come from the cache.
export const instant = false;
export const generateStaticParams = prerenderedLots;

type Props = { params: Promise<{ lot: string }> };

export const generateMetadata = metadataSafe(async ({ params }: Props) => lotMetadata((await params).lot));

async function Page({ params }: Props) {
  const { lot } = await params;
  // `/lots/apartments`: the catalogue's short alias (the proxy redirects page loads before they get here).
  if (isLotsType(lot)) permanentRedirect(paths.lots('params', lot));
  // Called, not returned as an element: its CMS read must fail inside outageSafe to get the outage view.
  return LotPage({ idOrCode: lot });
}

export default outageSafe(Page);
