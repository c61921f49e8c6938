import { NotFoundPage } from '@/components/error/NotFoundPage';
import { PageHeading } from '@/components/ui/PageHeading';
import { LOTS_SLUG_LABELS } from '@/lib/config/lots-labels';
import type { SearchParams } from '@/lib/routes/search-params';
import { Catalog } from './Catalog';
import { listRoute, routeSeo, type ListParams } from './list-pages';

/** `/lots/params/{type}/`: the catalogue by parameters, from the view in its path or (client navigations) its query. */
export async function CatalogPage({ params, searchParams }: { params: ListParams; searchParams: Promise<SearchParams> }) {
  const route = await listRoute('params', params);
  if (!route) return <NotFoundPage />;
  return (
    <>
      {/* A landing filter (two-room flats) has its own heading. */}
      <PageHeading eyebrow={LOTS_SLUG_LABELS[route.slug]} title={(await routeSeo(route, searchParams)).heading} />
      <Catalog lotsType={route.lotsType} search={route.view ?? (await searchParams)} />
    </>
  );
}
