import type { Metadata } from 'next';
import { NOT_FOUND_METADATA } from '@/components/error/NotFoundPage';
import { LOTS_SLUG_LABELS, LOTS_TYPE_LABELS } from '@/lib/config/lots-labels';
import type { LotsSlug } from '@/lib/config/paths';
import { parseLotsRoute, type LotsRoute } from '@/lib/routes/lots-route';

export type ListRoute = Extract<LotsRoute, { kind: 'list' }>;
export type ListParams = Promise<{ type: string; view?: string[] }>;

/** A list route's params (`/lots/{slug}/{type}/[view]`) as the list they name, or null (a 404). */
export async function listRoute(slug: LotsSlug, params: ListParams): Promise<ListRoute | null> {
  const { type, view = [] } = await params;
  const route = parseLotsRoute([slug, type, ...view]);
  return route?.kind === 'list' ? route : null;
}

export async function listMetadata(slug: LotsSlug, params: ListParams): Promise<Metadata> {
  const route = await listRoute(slug, params);
  if (!route) return NOT_FOUND_METADATA;
  return { title: `${LOTS_TYPE_LABELS[route.lotsType]}: ${LOTS_SLUG_LABELS[route.slug].toLowerCase()}` };
}
