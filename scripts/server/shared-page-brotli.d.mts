/** Whether a Cache-Control header lets a shared cache (a CDN) keep the answer. */
export function isSharedCacheable(cacheControl: unknown): boolean;
export function createSharedPageBrotli(options: { maxBytes: number; seenLimit?: number }): {
  readonly size: { entries: number; bytes: number };
  settled(): Promise<void>;
  /** The page at brotli 11 when kept; otherwise null (compressed for next time from its second request). */
  body(html: string, key?: string): Buffer | null;
};
