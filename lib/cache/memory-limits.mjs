// How much the server's in-memory caches hold and for how long (memory-tier.mjs). One place for the figures that
// decide the server's memory: npm run bench:http prints what they come to.
const MB = 1024 * 1024;
const MINUTE = 60_000;

// A view asked for once is dropped a minute after; what people read again stays until it has been unread for
// 15 minutes (its data expires sooner: the CMS's webhook and the cache lifetimes decide that, not this).
const IDLE = { probationIdleMs: MINUTE, protectedIdleMs: 15 * MINUTE, promoteAfterMs: 1000 };

/** Next's page cache (ISR): packed pages, about 30 kB a catalogue view (lib/cache/page-memory.mjs). */
export const PAGE_MEMORY = {
  ...IDLE,
  maxBytes: 24 * MB,
  probationMaxBytes: 8 * MB,
  // Unpacked copies of the pages read in the last few seconds (about 350 kB a view; unpacking one takes 1.3 ms):
  // under load the views people read are served as Next would serve them; 10 s after, only the packed copies remain.
  frontBytes: 32 * MB,
  frontProbationBytes: 8 * MB,
  frontIdleMs: 10_000,
};

/** The CMS's answers ('use cache', lib/cache/use-cache-memory.mjs); Redis behind them with replicas. */
export const USE_CACHE_MEMORY = { ...IDLE, maxBytes: 32 * MB, probationMaxBytes: 8 * MB };

/**
 * Pages every visitor gets alike as the front server sends them (scripts/server/finished-pages.mjs): finished once
 * while they are asked for, let go 10 s after their last request.
 */
export const FINISHED_PAGES = { maxBytes: 16 * MB, probationMaxBytes: 4 * MB, probationIdleMs: 10_000, protectedIdleMs: 10_000, promoteAfterMs: 1000 };
