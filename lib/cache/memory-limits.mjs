// How much the server's in-memory caches hold and for how long (lru.mjs). One place for the figures that decide the
// server's memory: npm run bench:http prints what they come to.
const MB = 1024 * 1024;
const MINUTE = 60_000;

// A view read once is dropped a minute after; what people read again stays until it has been unread for 15 minutes
// (its data expires sooner: the CMS's webhook and the cache lifetimes decide that, not this).
const IDLE = { onceIdleMs: MINUTE, idleMs: 15 * MINUTE, promoteAfterMs: 1000 };

/**
 * Next's page cache (ISR, page-cache-handler.mjs): a catalogue view is about 350 kB of HTML and RSC data, so the views
 * read once hold up to ~140 (bench:http turns 100 filter sets: with room for 34 each view was rendered every time).
 */
export const PAGE_MEMORY = { ...IDLE, maxBytes: 96 * MB, onceMaxBytes: 48 * MB };

/** The CMS's answers ('use cache', use-cache-handler.mjs); Redis behind them with replicas. */
export const USE_CACHE_MEMORY = { ...IDLE, maxBytes: 32 * MB, onceMaxBytes: 8 * MB };
