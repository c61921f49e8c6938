export type LruOptions = { maxBytes: number; onceMaxBytes?: number; idleMs?: number; onceIdleMs?: number; promoteAfterMs?: number; sweepEveryMs?: number; now?: () => number; onEvict?: (key: string, value: never) => void };
export type Lru<V> = {
  get(key: string): V | undefined;
  touch(key: string): void;
  set(key: string, value: V, size: number): void;
  delete(key: string): void;
  sweep(): void;
  readonly size: { entries: number; bytes: number; onceBytes: number };
  close(): void;
};
export function createLru<V>(options: LruOptions): Lru<V>;
