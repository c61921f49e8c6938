// The page as the front server sends it (the RSC data in one script, its CSP with
// the hash of each inline script, the status and location it marks), kept for pages every visitor gets alike.
//
// Such a page comes from Next's cache as the same HTML on every request, and finishing it again each time was
// ~40 % of the server's CPU for a cached page (a CPU profile under autocannon on the master plan: the regular
// expressions, the escaping and the hashes over ~100 kB). The finished page is kept by the hash of the HTML
// Next gave (sha256, ~0.1 ms), in a memory tier that lets go of it 10 s after its last request
// (lib/cache/memory-limits.mjs FINISHED_PAGES): under load a page is finished once, and the memory is back
// when the load has passed. Pages rendered for one visitor are finished each time and not kept.
import { createHash } from 'node:crypto';
import { createMemoryTier } from '../../lib/cache/memory-tier.mjs';
import { classifyInlineScripts } from './csp.mjs';
import { mergeFlightData } from './flight-data-in-one-script.mjs';
import { markedLocation, markedStatus } from './page-status.mjs';

/**
 * @typedef {{ html: string, csp: string, location: string | null, status: number | null }} FinishedPage
 * @typedef {FinishedPage & { key: string | null }} SentPage `key`: the hash it is kept by (null when it is not kept)
 */

/**
 * The page to send for the HTML Next rendered, with its Content-Security-Policy.
 * @param {string} rendered
 * @param {(hashes: string[]) => string} policy the CSP for a page with these inline script hashes
 * @returns {FinishedPage}
 */
export function finishPage(rendered, policy) {
  const { html, script } = mergeFlightData(rendered);
  const { hashes, refused } = classifyInlineScripts(html, { trusted: script });
  // A script the site did not write is left out of the policy (the browser blocks it and reports it): say so here too.
  for (const opening of refused) console.error(`[csp] an inline script the site did not write is blocked: ${opening.replace(/\s+/g, ' ')}`);
  return { html, csp: policy(hashes), location: markedLocation(html), status: markedStatus(html) };
}

/**
 * @param {{ policy: (hashes: string[]) => string, limits: import('../../lib/cache/memory-tier.mjs').MemoryTierOptions }} options
 */
export function createFinishedPages({ policy, limits }) {
  /** @type {import('../../lib/cache/memory-tier.mjs').MemoryTier<SentPage>} */
  const tier = createMemoryTier(limits);
  return {
    get size() {
      return tier.size;
    },
    /**
     * The finished page for this rendered HTML: kept when `shared` (the same for every visitor), else made anew.
     * The key it is kept by also names it for other stores of the same page (its copy at brotli 11).
     * @param {string} rendered
     * @param {boolean} shared
     * @returns {SentPage}
     */
    finish(rendered, shared) {
      if (!shared) return { ...finishPage(rendered, policy), key: null };
      const key = createHash('sha256').update(rendered).digest('base64');
      const kept = tier.get(key);
      if (kept) return kept;
      const page = { ...finishPage(rendered, policy), key };
      // A JavaScript string of Cyrillic HTML takes two bytes a character.
      tier.set(key, page, 2 * page.html.length + page.csp.length + 256);
      return page;
    },
    close: () => tier.close(),
  };
}
