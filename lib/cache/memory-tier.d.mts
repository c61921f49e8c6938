export type MemoryTierOptions = {
  maxBytes: number;
  probationMaxBytes?: number;
  probationIdleMs: number;
  protectedIdleMs: number;
  promoteAfterMs?: number;
  sweepEveryMs?: number;
  now?: () => number;
};

export type MemoryTier<V> = {
  get(key: string): V | undefined;
  set(key: string, value: V, size: number, options?: { protect?: boolean }): void;
  replace(key: string, expected: V, value: V, size: number): void;
  delete(key: string): void;
  sweep(): void;
  readonly size: { entries: number; probation: number; bytes: number };
  close(): void;
};

export function createMemoryTier<V>(options: MemoryTierOptions): MemoryTier<V>;
