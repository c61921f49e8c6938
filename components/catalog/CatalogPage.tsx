import { NotFoundPage } from '@/components/error/NotFoundPage';
import { PageHeading } from '@/components/ui/PageHeading';
import { LOTS_SLUG_LABELS } from '@/lib/config/lots-labels';
import type { SearchParams } from '@/lib/routes/search-params';
import { catalogueSeo } from '@/lib/seo/list-seo';
import { Catalog } from './Catalog';
import { catalogueRequest, type ListParams } from './list-pages';

/** `/lots/params/{type}/`: the catalogue by parameters, from the view in its path or (client navigations) its query. */
export async function CatalogPage({ params, searchParams }: { params: ListParams; searchParams: Promise<SearchParams> }) {
  const request = await catalogueRequest(params, searchParams);
  if (!request) return <NotFoundPage />;
  const { route, query } = request;
  return (
    <>
      {/* A landing filter (two-room flats) has its own heading. */}
      <PageHeading eyebrow={LOTS_SLUG_LABELS[route.slug]} title={catalogueSeo(route.lotsType, query).heading} />
      <Catalog lotsType={route.lotsType} requested={query} />
    </>
  );
}
