import type { LruOptions } from './lru.d.mts';
export const PAGE_MEMORY: { hotBytes: number; coldBytes: number };
export const USE_CACHE_MEMORY: LruOptions;
export const FILTER_VIEWS_ASKED: LruOptions;
export const CACHE_NAMES: { readonly pages: string; readonly cmsAnswers: string; readonly lastGood: string; readonly tagTimes: string };
