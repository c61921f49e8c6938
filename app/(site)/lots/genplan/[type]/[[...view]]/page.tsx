import { GenplanPage } from '@/components/catalog/GenplanPage';
import { listMetadata, type ListParams } from '@/components/catalog/list-pages';
import { metadataSafe } from '@/components/outage/outage-metadata';
import { outageSafe } from '@/components/outage/outage-safe';
import { prerenderedLists } from '@/lib/api/prerendered-params';
import type { SearchParams } from '@/lib/routes/search-params';

// The master plan: each view the proxy puts in the path renders on its first visit and is then cached;
// client navigations render from their query per request (lib/routes/list-view.ts).
export const instant = false;
export const generateStaticParams = prerenderedLists;

export const generateMetadata = metadataSafe(async ({ params, searchParams }: { params: ListParams; searchParams: Promise<SearchParams> }) =>
  listMetadata('genplan', params, searchParams),
);

export default outageSafe(GenplanPage);
