// How much the server's in-memory caches hold and for how long (lru.mjs); bench:http prints the memory it comes to.
const MB = 1024 * 1024;
const MINUTE = 60_000;

/**
 * Next's page cache (page-store.mjs): no timer lets a page go, the bound does. A lot is ~550 kB in memory as Next
 * made it, a catalogue view ~350 kB: the first tier keeps the ~100 pages read lately as they are; the second every
 * other page compressed (a lot ~45 kB), so the demo's whole site, ~1,400 pages, fits with room for filter views.
 */
export const PAGE_MEMORY = { hotBytes: 48 * MB, coldBytes: 112 * MB };

/** The CMS's answers ('use cache', use-cache-handler.mjs): read once, a minute; read again, until unread for 15. */
export const USE_CACHE_MEMORY = { maxBytes: 32 * MB, onceMaxBytes: 8 * MB, onceIdleMs: MINUTE, idleMs: 15 * MINUTE, promoteAfterMs: 1000 };

/**
 * The catalogue's filter views asked for lately (lib/routes/filter-views.ts): a path each, for a minute (a view asked
 * for twice within it goes to the page cache); 4 MB is ~20,000 paths.
 */
export const FILTER_VIEWS_ASKED = { maxBytes: 4 * MB, idleMs: MINUTE };

/**
 * The global names (Symbol.for) each bounded cache is kept under: one store a process whichever of Next's bundles
 * reaches it, and read by the memory benches (scripts/bench/memory.mjs) to say what each holds; and the tags'
 * revalidation times (tag-times.mjs), whose count of changes the server's warm-up reads.
 */
export const CACHE_NAMES = { pages: 'site.cache.pages', cmsAnswers: 'site.cache.cms-answers', lastGood: 'site.cms.last-good', tagTimes: 'site.cache.tag-times' };
