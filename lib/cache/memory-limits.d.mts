import type { MemoryTierOptions } from './memory-tier.mjs';

type Limits = Required<Pick<MemoryTierOptions, 'maxBytes' | 'probationMaxBytes' | 'probationIdleMs' | 'protectedIdleMs' | 'promoteAfterMs'>>;

/** Next's page cache (ISR): packed pages, and unpacked copies of those read in the last seconds. */
export const PAGE_MEMORY: Limits & { frontBytes: number; frontProbationBytes: number; frontIdleMs: number };
/** The CMS's answers ('use cache'). */
export const USE_CACHE_MEMORY: Limits;
/** Pages every visitor gets alike as the front server sends them. */
export const FINISHED_PAGES: Limits;
