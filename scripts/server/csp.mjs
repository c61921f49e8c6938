// The inline scripts of a page the Content-Security-Policy allows by hash (lib/security/csp-policy.mjs): those the
// site and Next emit, and nothing else that reached the HTML (docs/decisions/0003-csp-hashes.md).
import { createHash } from 'node:crypto';

/** Inline <script> elements: their attributes and their text, exactly as the browser will hash it. */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * The inline scripts of the site's own head, by id (components/layout/WebFontsScript.tsx, VisitorMarksScript.tsx):
 * allowed in the document's <head> only, before anything of the page's content, where no CMS text can be.
 */
export const SITE_HEAD_SCRIPT_IDS = ['web-fonts', 'visitor-marks'];

/** The id React gives its bootstrap script. */
const REACT_BOOTSTRAP_ID = '_R_';

/** Turbopack's list of a page's chunks: a push of a JSON object of chunk names and module ids, nothing else. */
const TURBOPACK_CHUNKS = /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\((\{[^<]*\})\);$/;
const CHUNK_NAME = /^static\/chunks\/[\w.-]+\.js$/;
/** Next's RSC data as Next writes it: pushes of JSON arrays. */
const FLIGHT_PUSH = /^(?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\((\[[\s\S]*\])\);?$/;

const jsonOf = (text) => {
  try { return JSON.parse(text); } catch { return undefined; } // prettier-ignore
};

/** True for a script Next or React wrote: the chunk list and the RSC data, checked to be data and nothing else. */
function isNextScript(text) {
  const chunks = TURBOPACK_CHUNKS.exec(text);
  if (chunks) {
    const value = jsonOf(chunks[1]);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
    const { otherChunks = [], runtimeModuleIds = [], ...rest } = value;
    return Object.keys(rest).length === 0 && Array.isArray(otherChunks) && otherChunks.every((name) => typeof name === 'string' && CHUNK_NAME.test(name)) &&
      Array.isArray(runtimeModuleIds) && runtimeModuleIds.every((id) => typeof id === 'number' || typeof id === 'string');
  }
  const push = FLIGHT_PUSH.exec(text);
  return push ? Array.isArray(jsonOf(push[1])) : false;
}

/**
 * The inline scripts of a page sorted into those the site and Next emit ('sha256-…' sources for the policy) and
 * any other (their opening, for the log): a script that reached the HTML by another path (CMS content, an
 * injection) is never hashed, so the browser blocks it and reports it. Scripts with src= are covered by 'self'
 * and the vendors' hosts; data for search engines (JSON-LD) is never run and needs no hash.
 * @param {string} html
 * @returns {{ hashes: string[], refused: string[] }}
 */
export function classifyInlineScripts(html) {
  const headEnd = html.search(/<\/head\s*>/i);
  const hashes = new Set();
  const refused = [];
  const seenIds = new Set();
  for (const match of html.matchAll(SCRIPT)) {
    const [, attributes, text] = match;
    if (/\ssrc\s*=|\stype\s*=\s*["']?application\/ld\+json/i.test(` ${attributes}`)) continue;
    const id = /\sid\s*=\s*"([^"]*)"/i.exec(` ${attributes}`)?.[1];
    const siteHeadScript = id !== undefined && SITE_HEAD_SCRIPT_IDS.includes(id) && match.index < headEnd && !seenIds.has(id) && attributes.trim() === `id="${id}"`;
    if (id !== undefined) seenIds.add(id);
    // React's bootstrap (id "_R_") is written inline, the chunk list in it, on some pages (Next's error shells).
    const nextScript = (attributes.trim() === '' || attributes.trim() === `id="${REACT_BOOTSTRAP_ID}"`) && isNextScript(text);
    if (siteHeadScript || nextScript) hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
    else refused.push(`<script${attributes}>${text.slice(0, 60)}`);
  }
  return { hashes: [...hashes], refused };
}
