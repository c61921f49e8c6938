import { lotMetadata, LotPage } from '@/components/lots/lot-page';
import { metadataSafe } from '@/components/outage/outage-metadata';
import { outageSafe } from '@/components/outage/outage-safe';
import { prerenderedLots } from '@/lib/api/prerendered-params';

// Lots not rendered at build render in full on their first visit (complete HTML), then come from the cache.
export const instant = false;
export const generateStaticParams = prerenderedLots;

type Props = { params: Promise<{ lot: string }> };

export const generateMetadata = metadataSafe(async ({ params }: Props) => lotMetadata((await params).lot));

async function Page({ params }: Props) {
  const { lot } = await params;
  // `/lots/apartments` never gets here: proxy.ts redirects the catalogue's short alias (lotsAliasTarget).
  // Called, not returned as an element: its CMS read must fail inside outageSafe to get the outage view.
  return LotPage({ idOrCode: lot });
}

export default outageSafe(Page);
