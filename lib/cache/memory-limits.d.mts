import type { LruOptions } from './lru.mjs';

/** Next's page cache (ISR). */
export const PAGE_MEMORY: LruOptions;
/** The CMS's answers ('use cache'). */
export const USE_CACHE_MEMORY: LruOptions;
/** The CMS's last good answers. */
export const LAST_GOOD_MEMORY: LruOptions;
