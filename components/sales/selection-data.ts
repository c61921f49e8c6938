import 'server-only';
import { cache } from 'react';
import { ApiError } from '@/lib/api/client';
import { closedSelectionSchema, type ClosedSelection, type PublicSelection } from '@/lib/api/sales-schemas';
import { getSalesApi } from '@/lib/api/server';
import { retryAfterOf } from '@/lib/http/retry-after';
import { selectionCodePattern } from '@/lib/validation/selection-rules';

/** What the buyer's link gives: the selection, a closed one (with its manager), nothing, a wait, or the CMS away. */
export type SelectionPageData =
  | { kind: 'open'; selection: PublicSelection }
  | { kind: 'closed'; closed: ClosedSelection }
  | { kind: 'missing' }
  | { kind: 'limited'; retryAfter: number }
  | { kind: 'unavailable' };

/** One read per request: the page's metadata and the page share it (a wrong code is one miss, not two). */
export const loadSelection = cache(async (code: string): Promise<SelectionPageData> => {
  // A code of the wrong shape is not asked of the CMS (it still counts as a miss there when it is asked).
  if (!selectionCodePattern.test(code)) return { kind: 'missing' };
  try {
    return { kind: 'open', selection: await getSalesApi().open(code) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { kind: 'missing' };
    if (error instanceof ApiError && error.status === 429) return { kind: 'limited', retryAfter: retryAfterOf(error.body) };
    if (error instanceof ApiError && error.status === 410) {
      const closed = closedSelectionSchema.safeParse(error.body);
      if (closed.success) return { kind: 'closed', closed: closed.data };
    }
    console.error('[selection] the CMS did not answer:', error instanceof Error ? error.message : error);
    return { kind: 'unavailable' };
  }
});
