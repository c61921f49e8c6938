import type { PageMemory } from './page-memory.mjs';

export default class PageCacheHandler {
  constructor(context: { fs?: unknown; dev?: boolean; flushToDisk?: boolean; serverDistDir?: string; revalidatedTags?: string[]; maxMemoryCacheSize?: number });
  get(key: string, context: Record<string, unknown>): Promise<{ value: unknown; lastModified?: number } | null>;
  set(key: string, data: unknown, context: Record<string, unknown>): Promise<void>;
  static readonly memory: PageMemory | undefined;
}
