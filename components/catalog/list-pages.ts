import type { Metadata } from 'next';
import { NOT_FOUND_METADATA } from '@/components/error/NotFoundPage';
import type { LotsSlug } from '@/lib/config/paths';
import { parseLotsRoute, type LotsRoute } from '@/lib/routes/lots-route';
import { toSearchParams, type SearchParams } from '@/lib/routes/search-params';
import { listSeo, type ListSeo } from '@/lib/seo/list-seo';
import { ogImagePath, pageMetadata } from '@/lib/seo/page-metadata';

export type ListRoute = Extract<LotsRoute, { kind: 'list' }>;
export type ListParams = Promise<{ type: string; view?: string[] }>;

/** A list route's params (`/lots/{slug}/{type}/[view]`) as the list they name, or null (a 404). */
export async function listRoute(slug: LotsSlug, params: ListParams): Promise<ListRoute | null> {
  const { type, view = [] } = await params;
  const route = parseLotsRoute([slug, type, ...view]);
  return route?.kind === 'list' ? route : null;
}

/**
 * What search engines are told of a list in a view: a page load's view is in its path (the query is not read,
 * so the page stays cached), a client navigation's in its query.
 */
export async function routeSeo(route: ListRoute, searchParams: Promise<SearchParams>): Promise<ListSeo> {
  return listSeo(route.slug, route.lotsType, route.view ?? toSearchParams(await searchParams));
}

export async function listMetadata(slug: LotsSlug, params: ListParams, searchParams: Promise<SearchParams>): Promise<Metadata> {
  const route = await listRoute(slug, params);
  if (!route) return NOT_FOUND_METADATA;
  const seo = await routeSeo(route, searchParams);
  return pageMetadata({
    title: seo.title,
    description: seo.description,
    canonical: seo.canonical,
    noindex: !seo.indexable,
    image: ogImagePath.page(slug === 'params' ? 'catalogue' : 'genplan'),
  });
}
