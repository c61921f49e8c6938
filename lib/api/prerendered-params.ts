import 'server-only';
import { LOTS_TYPES } from '@/lib/config/paths';
import { viewSegment } from '@/lib/routes/list-view';
import { getServerApi } from './server';

/** How many lots and news items are rendered at build; the rest render on their first visit and are then cached. */
const PRERENDERED = { lots: 12, news: 9 } as const;

/**
 * Paths of the lots route rendered at build: the catalogue's first lots and the lists in their default
 * view (other views render on their first visit, list-view.ts). Without the CMS at build, only the lists.
 */
export async function prerenderedLotsSegments(): Promise<Array<{ segments: string[] }>> {
  const lists = LOTS_TYPES.flatMap((type) => [{ segments: ['params', type, viewSegment('')] }, { segments: ['genplan', type, viewSegment('')] }]);
  try {
    const page = await getServerApi().realtyList('apartments', { page_size: PRERENDERED.lots });
    return [...page.results.map((lot) => ({ segments: [String(lot.id)] })), ...lists];
  } catch {
    return lists;
  }
}

/** News items rendered at build: the first page of the list. */
export async function prerenderedNewsCodes(): Promise<Array<{ code: string }>> {
  try {
    const page = await getServerApi().news({ page: 1, page_size: PRERENDERED.news });
    if (page.results.length) return page.results.map((item) => ({ code: item.code }));
  } catch {
    // The CMS is not reachable at build: every item renders on its first visit.
  }
  return [{ code: 'index' }];
}
