type TierSize = { entries: number; bytes: number; onceBytes: number };
export type PageEntry = { value: unknown; lastModified: number; cacheControl?: unknown };
export function createPageStore(options: { hotBytes: number; coldBytes: number; sizeOf: (value: unknown) => number }): {
  get(key: string): PageEntry | undefined;
  set(key: string, entry: PageEntry): void;
  delete(key: string): void;
  readonly size: { entries: number; bytes: number; hot: TierSize; cold: TierSize };
};
