import { createLru, type Lru } from '@/lib/cache/lru.mjs';
import { FILTER_VIEWS_ASKED } from '@/lib/cache/memory-limits.mjs';

/**
 * The catalogue's filter sets have no end (every price bound is one), and most are asked for once: an ad's link one
 * visitor opened, a manager's link sent to one buyer, a crawler's walk. Rendering a view into Next's cache (ISR: with
 * Cache Components a prospective pass and the final one, ~45 ms) costs twice what rendering it for its visitor alone
 * costs (from its query, the way client navigations render: one pass, ~20 ms), and a page read once is let go after a
 * minute anyway (memory-limits.mjs). So a filter view goes to the cache from its second visit within that minute, as
 * nginx's `proxy_cache_min_uses 2` would have it; later visits are answered from the cache (docs/decisions/0007).
 * Per process: each replica keeps its own pages.
 */
const shared = globalThis as typeof globalThis & { [key: symbol]: Lru<true> | undefined };
const asked = (): Lru<true> => (shared[Symbol.for('site.views.asked')] ??= createLru<true>(FILTER_VIEWS_ASKED));

/** Whether the view at `pathname` was asked for lately; counts this visit either way. */
export function askedBefore(pathname: string): boolean {
  if (asked().get(pathname)) return true;
  asked().set(pathname, true, pathname.length * 2 + 64);
  return false;
}
