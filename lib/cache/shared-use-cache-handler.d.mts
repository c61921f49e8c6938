export type CacheEntry = {
  value: ReadableStream<Uint8Array>;
  tags: string[];
  stale: number;
  timestamp: number;
  expire: number;
  revalidate: number;
};

export type SharedUseCacheHandler = {
  get(cacheKey: string, softTags: string[]): Promise<CacheEntry | undefined>;
  set(cacheKey: string, pendingEntry: Promise<CacheEntry>): Promise<void>;
  refreshTags(): Promise<void>;
  getExpiration(tags: string[]): Promise<number>;
  updateTags(tags: string[], durations?: { expire?: number }): Promise<void>;
  close?(): Promise<void>;
};

export const TAGS_KEY: string;
export const TAGS_CHANNEL: string;
export function encodeEntry(meta: object, bytes: Buffer): Buffer;
export function decodeEntry(buffer: Buffer): { meta: Omit<CacheEntry, 'value'>; bytes: Buffer };
export function mergeTags(updates: Record<string, { stale?: number; expired?: number }>): void;
export type MemoryLimits = { maxBytes: number; probationMaxBytes: number; probationIdleMs: number; protectedIdleMs: number; promoteAfterMs?: number };
export function createSharedUseCacheHandler(options?: { url?: string; build?: string; memory?: MemoryLimits }): SharedUseCacheHandler;
declare const handler: SharedUseCacheHandler;
export default handler;
