// How much the server's in-memory caches hold and for how long (lru.mjs). One place for the figures that decide the
// server's memory: npm run bench:http prints what they come to.
const MB = 1024 * 1024;
const MINUTE = 60_000;

// A view read once is dropped a minute after; what people read again stays until it has been unread for 15 minutes
// (its data expires sooner: the CMS's webhook and the cache lifetimes decide that, not this).
const IDLE = { onceIdleMs: MINUTE, idleMs: 15 * MINUTE, promoteAfterMs: 1000 };

/** Next's page cache (ISR, page-cache-handler.mjs): a catalogue view is about 350 kB of HTML and RSC data. */
export const PAGE_MEMORY = { ...IDLE, maxBytes: 48 * MB, onceMaxBytes: 12 * MB };

/** The CMS's answers ('use cache', use-cache-handler.mjs); Redis behind them with replicas. */
export const USE_CACHE_MEMORY = { ...IDLE, maxBytes: 32 * MB, onceMaxBytes: 8 * MB };

/**
 * The CMS's last good answers (lib/api/last-good.ts), read only when the CMS fails: what pages keep reading for a
 * week, a read seen once (a filter one visitor opened) for half an hour within its own 8 MB. Pages served from the
 * page cache read nothing, so "once" must outlast the pages' regeneration (10 minutes). With replicas Redis keeps
 * every answer for a month.
 */
export const LAST_GOOD_MEMORY = { onceIdleMs: 30 * MINUTE, idleMs: 7 * 24 * 60 * MINUTE, promoteAfterMs: 1000, maxBytes: 32 * MB, onceMaxBytes: 8 * MB };
