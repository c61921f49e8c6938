import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageHeading } from '@/components/ui/PageHeading';
import { LOTS_SLUG_LABELS, LOTS_TYPE_LABELS } from '@/lib/config/lots-labels';
import { parseLotsRoute } from '@/lib/routes/lots-route';

type Props = { params: Promise<{ segments: string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const route = parseLotsRoute((await params).segments);
  if (!route || route.kind === 'lot') return {};
  return { title: `${LOTS_TYPE_LABELS[route.lotsType]}: ${LOTS_SLUG_LABELS[route.slug].toLowerCase()}` };
}

export default async function LotsPage({ params }: Props) {
  const route = parseLotsRoute((await params).segments);
  if (!route) notFound();
  if (route.kind === 'lot') notFound();
  return <PageHeading eyebrow={LOTS_SLUG_LABELS[route.slug]} title={LOTS_TYPE_LABELS[route.lotsType]} />;
}
