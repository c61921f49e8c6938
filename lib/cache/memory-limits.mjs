// How much the server's in-memory caches hold and for how long (lru.mjs); bench:http prints the memory it comes to.
const MB = 1024 * 1024;
const MINUTE = 60_000;

/**
 * Next's page cache (page-cache-handler.mjs): a catalogue view is about 350 kB of HTML and RSC data, so ~140 views read
 * once fit (bench:http turns 100 filter sets). A page is made again from the cached CMS answers in tens of
 * milliseconds, so one unread for a minute goes, read again or not: the memory a burst of filters filled comes back.
 */
export const PAGE_MEMORY = { maxBytes: 96 * MB, onceMaxBytes: 48 * MB, idleMs: MINUTE, promoteAfterMs: 1000 };

/** The CMS's answers ('use cache', use-cache-handler.mjs): read once, a minute; read again, until unread for 15. */
export const USE_CACHE_MEMORY = { maxBytes: 32 * MB, onceMaxBytes: 8 * MB, onceIdleMs: MINUTE, idleMs: 15 * MINUTE, promoteAfterMs: 1000 };

/**
 * The catalogue's filter views asked for lately (lib/routes/filter-views.ts): a path each, for as long as a page read
 * once is kept; 4 MB is ~20,000 paths.
 */
export const FILTER_VIEWS_ASKED = { maxBytes: 4 * MB, idleMs: PAGE_MEMORY.idleMs };

/**
 * The global names (Symbol.for) each bounded cache is kept under: one store a process whichever of Next's bundles
 * reaches it, and read by the memory benches (scripts/bench/memory.mjs) to say what each holds.
 */
export const CACHE_NAMES = { pages: 'site.cache.pages', cmsAnswers: 'site.cache.cms-answers', lastGood: 'site.cms.last-good' };
