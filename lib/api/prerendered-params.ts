import 'server-only';
import { LOTS_TYPES } from '@/lib/config/paths';
import { viewSegment } from '@/lib/routes/list-view';
import { getServerApi } from './server';

/** How many lots and news items are rendered at build; the rest render on their first visit and are then cached. */
const PRERENDERED = { lots: 12, news: 9 } as const;

/** The lots rendered at build: the catalogue's first page; the rest on their first visit, then cached. */
export async function prerenderedLots(): Promise<Array<{ lot: string }>> {
  try {
    const page = await getServerApi().realtyList('apartments', { page_size: PRERENDERED.lots });
    if (page.results.length) return page.results.map((lot) => ({ lot: String(lot.id) }));
  } catch {
    // The CMS is not reachable at build: every lot renders on its first visit.
  }
  return [{ lot: '1' }];
}

/** The lists rendered at build, each type in its default view (other views render on their first visit, list-view.ts). */
export function prerenderedLists(): Array<{ type: string; view: string[] }> {
  return LOTS_TYPES.map((type) => ({ type, view: [viewSegment('')] }));
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
