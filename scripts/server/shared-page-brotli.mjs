// Pages that every visitor gets alike, compressed once at brotli 11 and kept, as the build's scripts are
// (static-assets.mjs).
//
// A page a CDN may hold (Cache-Control with s-maxage) comes from Next's cache as the same bytes for every
// request, yet the compression middleware compressed it afresh each time at brotli 5, the level cheap enough
// for any answer. At 11 the pages are 10–14 % smaller (home 16.1 → 14.5 kB), which is what decides whether a
// page fits a new connection's first round trip on a phone. Level 11 costs 90–200 ms of one core a page,
// so it is spent only on a page asked for a second time (a view that is rendered once and then looked up by
// filter is not), one at a time, off the event loop; until then, and for everything else, the middleware
// answers as before. The pages are kept by the hash of their bytes, the least recently sent dropped first.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';

const brotli = promisify(brotliCompress);

/** Whether a Cache-Control header lets a shared cache (a CDN) keep the answer. */
export function isSharedCacheable(cacheControl) {
  const value = String(cacheControl ?? '').toLowerCase();
  return /\bs-maxage=\d+/.test(value) && !/\b(?:private|no-store)\b/.test(value);
}

/**
 * @param {{ maxBytes: number, seenLimit?: number }} options maxBytes bounds the kept pages; seenLimit the hashes of
 *   pages sent once (forgotten all together when reached)
 */
export function createSharedPageBrotli({ maxBytes, seenLimit = 4096 }) {
  /** @type {Map<string, Buffer>} insertion order is the order of last use */
  const kept = new Map();
  /** @type {Set<string>} */
  const seen = new Set();
  let bytes = 0;
  /** @type {Promise<void> | null} */
  let running = null;

  async function compress(key, html) {
    const body = await brotli(Buffer.from(html, 'utf8'), {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
    });
    if (body.length > maxBytes) return;
    kept.set(key, body);
    bytes += body.length;
    for (const [oldest, old] of kept) {
      if (bytes <= maxBytes) break;
      kept.delete(oldest);
      bytes -= old.length;
    }
  }

  return {
    get size() {
      return { entries: kept.size, bytes };
    },

    /** Resolves when the compression under way, if any, has ended (tests). */
    settled: () => running ?? Promise.resolve(),

    /**
     * The page at brotli 11 when it is kept; otherwise null, and the page is compressed for next time when it
     * is asked for the second time and no other compression is under way.
     * @param {string} html
     * @param {string} [key] a name for exactly these bytes when the caller has one (finished-pages.mjs); else their hash
     */
    body(html, key = createHash('sha256').update(html).digest('base64')) {
      const body = kept.get(key);
      if (body) {
        kept.delete(key);
        kept.set(key, body);
        return body;
      }
      if (!seen.has(key)) {
        if (seen.size >= seenLimit) seen.clear();
        seen.add(key);
      } else if (!running) {
        seen.delete(key);
        running = compress(key, html)
          .catch((error) => console.error('[brotli] a page could not be compressed:', error instanceof Error ? error.message : error))
          .finally(() => {
            running = null;
          });
      }
      return null;
    },
  };
}
