// What a complete page's HTML tells the front server to send with it (scripts/server.mjs): the hashes of its inline
// scripts for the CSP and the scripts refused (csp.mjs), and the status, location and Retry-After it marks
// (page-status.mjs). Reading them is a pass over the whole page (a lot: 230 kB, ~3 ms, a third of a cached page's
// time); a page Next answers from its cache sends the same bytes each time under the same ETag, so what was read is kept
// by address, ETag and length, and read again only for new bytes.
import { classifyInlineScripts } from './csp.mjs';
import { markedLocation, markedRetryAfter, markedStatus } from './page-status.mjs';

/** @typedef {{ hashes: string[], refused: string[], location: string | null, status: number | null, retryAfter: number | null }} PageFacts */

/** @param {string} html */
export function readPageFacts(html) {
  return { ...classifyInlineScripts(html), location: markedLocation(html), status: markedStatus(html), retryAfter: markedRetryAfter(html) };
}

/** @param {{ maxPages?: number }} [options] at most this many pages' facts kept, the oldest forgotten first */
export function createPageFacts({ maxPages = 2_000 } = {}) {
  /** @type {Map<string, PageFacts>} */
  const known = new Map();
  /**
   * @param {import('node:http').ServerResponse} res the page's response (its ETag, its request's address)
   * @param {Buffer} body the page's complete HTML
   * @returns {PageFacts}
   */
  return (res, body) => {
    const etag = res.getHeader('etag');
    const key = etag ? `${res.req?.url} ${etag} ${body.length}` : null;
    const kept = key ? known.get(key) : undefined;
    if (kept) return kept;
    const facts = readPageFacts(body.toString('utf8'));
    if (key) {
      known.set(key, facts);
      if (known.size > maxPages) known.delete(known.keys().next().value);
    }
    return facts;
  };
}
