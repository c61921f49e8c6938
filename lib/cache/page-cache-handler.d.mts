export default class PageCacheHandler {
  get(key: string, context?: Record<string, unknown>): Promise<{ value: unknown; lastModified: number; cacheControl?: unknown } | null>;
  set(key: string, data: unknown, context?: Record<string, unknown>): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}
