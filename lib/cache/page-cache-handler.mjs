// Next's page cache handler (next.config.ts `cacheHandler`: ISR pages and route handlers' answers) by the documented
// interface (Next's docs: incrementalCacheHandlerPath, self-hosting "Configuring Caching"). Pages stay in this
// process's memory until its bound lets them go (page-store.mjs; each replica renders its own); a page is a miss once a tag it carries
// was revalidated after it was made, here or, through tag-times.mjs and Redis, on any replica.
// Nothing is read from the build's prerendered files: each page renders from the CMS this server talks to on its first
// visit, so a start or a deploy expires nothing anywhere (docs/decisions/0001-caching.md).
// Plain JavaScript: Next loads a cache handler with Node's import, outside its bundles.
import { CACHE_NAMES, PAGE_MEMORY } from './memory-limits.mjs';
import { createPageStore } from './page-store.mjs';
import * as tags from './tag-times.mjs';

/** Bytes a page takes in memory, near enough: its strings at two bytes a character, its buffers as they are. */
function memoryBytes(value) {
  let size = 512;
  for (const field of Object.values(value ?? {})) {
    if (typeof field === 'string') size += field.length * 2;
    else if (field instanceof Uint8Array) size += field.byteLength;
    else if (field instanceof Map) for (const [path, part] of field) size += path.length * 2 + (part?.byteLength ?? 0);
  }
  return size;
}

/** One store a process, whichever of Next's servers made the handler. */
const pages = (globalThis[Symbol.for(CACHE_NAMES.pages)] ??= createPageStore({ ...PAGE_MEMORY, sizeOf: memoryBytes }));

/**
 * When each page Next is making now was asked for: a page is as new as the render that made it, not as the moment it
 * was stored. A render that read the CMS before a revalidation and is stored after it would otherwise be kept as newer
 * than the change (an editor's fix unseen until the page's next revalidation). Next makes a page after a miss or a
 * stale read, so the first of these since the page was last stored is when its render began; a time older than any
 * render takes is let go.
 */
const askedAt = (globalThis[Symbol.for('site.cache.pages.asked')] ??= new Map());
const RENDER_AT_MOST_MS = 60_000;

function noteAsked(key) {
  const time = tags.now();
  for (const [oldKey, at] of askedAt) {
    if (time - at < RENDER_AT_MOST_MS) break;
    askedAt.delete(oldKey);
  }
  if (!askedAt.has(key)) askedAt.set(key, time);
}

/** Whether Next will make the page again after this read: it is older than its revalidate time. */
function staleByTime(kept) {
  const revalidate = kept.cacheControl?.revalidate;
  return typeof revalidate === 'number' && tags.now() - kept.lastModified >= revalidate * 1000;
}

/**
 * The tags of what is stored: `context.tags`, the documented argument of `set()`. Next 16.4 fills it for fetches only;
 * a page's or a route's tags it writes in the entry's own `x-next-cache-tags` header, which its incremental cache reads
 * itself (next/dist/server/lib/incremental-cache/index.js; vercel/next.js#78864, fix proposed in #97779): read once
 * here, when the entry is stored (docs/decisions/0006-front-server.md, "Page tags").
 */
function tagsOf(data, context) {
  if (Array.isArray(context?.tags) && context.tags.length) return context.tags;
  const header = data?.headers?.['x-next-cache-tags'];
  return typeof header === 'string' && header ? header.split(',') : [];
}

export default class PageCacheHandler {
  async get(key) {
    await tags.refresh();
    const kept = pages.get(key) ?? null;
    if (kept && tags.isExpired(kept.tags ?? [], kept.lastModified)) {
      pages.delete(key);
      noteAsked(key);
      return null;
    }
    if (!kept || staleByTime(kept)) noteAsked(key);
    return kept;
  }

  async set(key, data, context) {
    const renderedFrom = askedAt.get(key) ?? tags.now();
    askedAt.delete(key);
    pages.set(key, { value: data, tags: tagsOf(data, context), lastModified: renderedFrom, cacheControl: context?.fetchCache ? undefined : context?.cacheControl });
  }

  /** Recorded here only: Next calls the 'use cache' handler's updateTags for the same call, which shares it. */
  async revalidateTag(tagList, durations) {
    tags.record([tagList].flat(), durations);
  }

  resetRequestCache() {}
}
