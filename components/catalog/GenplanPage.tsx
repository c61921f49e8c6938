import { NotFoundPage } from '@/components/error/NotFoundPage';
import { PageHeading } from '@/components/ui/PageHeading';
import { visitorQueueId } from '@/lib/api/visitor-queue';
import { LOTS_SLUG_LABELS, LOTS_TYPE_LABELS } from '@/lib/config/lots-labels';
import { genplanLevelFrom } from '@/lib/genplan/level';
import { queueViewFrom, type QueueView } from '@/lib/routes/list-view';
import { firstParam, type SearchParams } from '@/lib/routes/search-params';
import { GenplanView } from './GenplanView';
import { listRoute, type ListParams } from './list-pages';

/** A client navigation's master plan: the query's queue, else the visitor's (a page load has it in its path). */
async function requestedQueueView(searchParams: Promise<SearchParams>): Promise<QueueView> {
  const params = await searchParams;
  const query = { get: (name: string) => firstParam(params[name]) ?? null };
  return { fromUrl: query.get('queue'), chosen: (await visitorQueueId()) ?? null, level: genplanLevelFrom(query) };
}

/** `/lots/genplan/{type}/`: the master plan at the level its view (or, on client navigations, its query) names. */
export async function GenplanPage({ params, searchParams }: { params: ListParams; searchParams: Promise<SearchParams> }) {
  const route = await listRoute('genplan', params);
  if (!route) return <NotFoundPage />;
  return (
    <>
      <PageHeading eyebrow={LOTS_SLUG_LABELS[route.slug]} title={LOTS_TYPE_LABELS[route.lotsType]} compact />
      <GenplanView view={route.view ? queueViewFrom(route.view) : await requestedQueueView(searchParams)} />
    </>
  );
}
