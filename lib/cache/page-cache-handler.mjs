// Next's page cache handler (next.config.ts `cacheHandler`): Next's own FileSystemCache (the pages a build
// prerendered read from .next, nothing written back: `isrFlushToDisk: false`) with its in-memory tier replaced by
// page-memory.mjs, which keeps pages packed and lets go of those no one reads. Next keeps that tier in a static
// field that the constructor fills only when empty, so it is set before.
//
// Plain JavaScript: Next loads a cache handler with Node's import, outside its bundles (and traces it into the
// standalone build). tests/unit/page-cache-handler fails if an upgrade of Next moves or renames what it uses.
import { createRequire } from 'node:module';
import { PAGE_MEMORY } from './memory-limits.mjs';
import { createPageMemory } from './page-memory.mjs';

const require = createRequire(import.meta.url);
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache.js').default;

export default class PageCacheHandler extends FileSystemCache {
  /** @param {ConstructorParameters<typeof FileSystemCache>[0]} context */
  constructor(context) {
    FileSystemCache.memoryCache ??= createPageMemory(PAGE_MEMORY);
    super(context);
  }

  /** The in-memory tier (tests, benchmarks). */
  static get memory() {
    return FileSystemCache.memoryCache;
  }
}
