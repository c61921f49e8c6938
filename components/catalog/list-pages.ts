import type { Metadata } from 'next';
import { cache } from 'react';
import { NOT_FOUND_METADATA } from '@/components/error/NotFoundPage';
import type { LotsSlug } from '@/lib/config/paths';
import { parseCatalogQuery, type CatalogQuery } from '@/lib/lots/catalog-query';
import { parseLotsRoute, type LotsRoute } from '@/lib/routes/lots-route';
import { toSearchParams, type SearchParams } from '@/lib/routes/search-params';
import { catalogueSeo, genplanSeo, type ListSeo } from '@/lib/seo/list-seo';
import { ogImagePath, pageMetadata } from '@/lib/seo/page-metadata';

export type ListRoute = Extract<LotsRoute, { kind: 'list' }>;
export type ListParams = Promise<{ type: string; view?: string[] }>;

/** A list route's params (`/lots/{slug}/{type}/[view]`) as the list they name, or null (a 404). */
export async function listRoute(slug: LotsSlug, params: ListParams): Promise<ListRoute | null> {
  const { type, view = [] } = await params;
  const route = parseLotsRoute([slug, type, ...view]);
  return route?.kind === 'list' ? route : null;
}

/** The catalogue's route with the filter it shows, typed: what its page, its heading and its metadata read. */
export type CatalogueRequest = { route: ListRoute; query: CatalogQuery };

/** The query of one request, parsed once: the page and its metadata share it (React's per-request cache). */
const parsedQuery = cache((search: string): CatalogQuery => parseCatalogQuery(new URLSearchParams(search)));

/**
 * The catalogue's route and its filter. A page load's view is in its path: the query is not read, so the page stays
 * cached; a client navigation's is its query.
 */
export async function catalogueRequest(params: ListParams, searchParams: Promise<SearchParams>): Promise<CatalogueRequest | null> {
  const route = await listRoute('params', params);
  if (!route) return null;
  const raw = route.view ?? toSearchParams(await searchParams);
  return { route, query: parsedQuery(raw.toString()) };
}

/** What search engines are told of a list in a view (lib/seo/list-seo.ts). */
async function seoOf(slug: LotsSlug, params: ListParams, searchParams: Promise<SearchParams>): Promise<ListSeo | null> {
  if (slug === 'params') {
    const request = await catalogueRequest(params, searchParams);
    return request && catalogueSeo(request.route.lotsType, request.query);
  }
  const route = await listRoute(slug, params);
  return route && genplanSeo(route.lotsType, (route.view ?? toSearchParams(await searchParams)).size > 0);
}

export async function listMetadata(slug: LotsSlug, params: ListParams, searchParams: Promise<SearchParams>): Promise<Metadata> {
  const seo = await seoOf(slug, params, searchParams);
  if (!seo) return NOT_FOUND_METADATA;
  return pageMetadata({
    title: seo.title,
    description: seo.description,
    canonical: seo.canonical,
    noindex: !seo.indexable,
    image: ogImagePath.page(slug === 'params' ? 'catalogue' : 'genplan'),
  });
}
