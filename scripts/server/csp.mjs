// The Content-Security-Policy of the site's pages, with a hash for each inline script the site and Next emit
// in the page it is sent with, and for nothing else that reached the HTML (docs/decisions/0003-csp-hashes.md). Plain JavaScript: the front server (scripts/server.mjs)
// runs without a build step.
import { createHash } from 'node:crypto';
import HOSTS from '../../lib/security/third-party-hosts.json' with { type: 'json' };

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
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
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
 * and the vendors' hosts; data for search engines (JSON-LD) is never run and needs no hash. `trusted`: the text of
 * the one RSC data script the front server wrote itself from Next's data (flight-data-in-one-script.mjs).
 * @param {string} html
 * @param {{ trusted?: string | null }} [options]
 * @returns {{ hashes: string[], refused: string[] }}
 */
export function classifyInlineScripts(html, { trusted = null } = {}) {
  const headEnd = html.search(/<\/head\s*>/i);
  const hashes = new Set();
  const refused = [];
  const seenIds = new Set();
  for (const match of html.matchAll(SCRIPT)) {
    const [, attributes, text] = match;
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    if (/\stype\s*=\s*["']?application\/ld\+json/i.test(` ${attributes}`)) continue;
    const id = /\sid\s*=\s*"([^"]*)"/i.exec(` ${attributes}`)?.[1];
    const inHead = headEnd >= 0 && match.index < headEnd;
    const siteHeadScript = id !== undefined && SITE_HEAD_SCRIPT_IDS.includes(id) && inHead && !seenIds.has(id) && attributes.trim() === `id="${id}"`;
    if (id !== undefined) seenIds.add(id);
    // React's bootstrap (id "_R_") is written inline, the chunk list in it, on some pages (Next's error shells).
    const nextScript = (attributes.trim() === '' || attributes.trim() === `id="${REACT_BOOTSTRAP_ID}"`) && (text === trusted || isNextScript(text));
    if (siteHeadScript || nextScript) hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
    else refused.push(`<script${attributes}>${text.slice(0, 60)}`);
  }
  return { hashes: [...hashes], refused };
}

/** 'sha256-…' sources of the inline scripts the site and Next emit in the HTML (classifyInlineScripts). */
export function inlineScriptHashes(html) {
  return classifyInlineScripts(html).hashes;
}

/** The outside origins of the integrations this environment configures, by directive. */
export function thirdPartyOrigins(env) {
  const origins = { script: new Set(), connect: new Set(), frame: new Set() };
  for (const [name, hosts] of Object.entries(HOSTS)) {
    if (name.startsWith('$') || !env[name]?.trim()) continue;
    for (const directive of Object.keys(origins)) for (const host of hosts[directive] ?? []) origins[directive].add(host);
  }
  return Object.fromEntries(Object.entries(origins).map(([directive, set]) => [directive, [...set]]));
}

/**
 * The policy for one HTML page. Scripts: the site itself, the hashed inline scripts of this page and the
 * configured vendors, nothing else (no 'unsafe-inline', no 'unsafe-eval'). Styles keep 'unsafe-inline'
 * (style attributes; a style cannot run code). Pictures may come from any https host (the CMS's media,
 * camera snapshots).
 */
export function contentSecurityPolicy({ hashes = [], env = process.env, https = false } = {}) {
  const origins = thirdPartyOrigins(env);
  // A provider's virtual tour (lib/config/env-schema.ts TOUR_FRAME_ORIGINS) is framed on the tour page.
  const tourOrigins = (env.TOUR_FRAME_ORIGINS ?? '').split(/[\s,]+/).filter((origin) => /^https:\/\/[a-z0-9.-]+(?::\d+)?$/i.test(origin));
  const frames = [...new Set([...origins.frame, ...tourOrigins])];
  const directives = [
    ["default-src", "'self'"],
    ['script-src', "'self'", ...hashes, ...origins.script],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', 'https:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...origins.connect],
    ['media-src', "'self'", 'https:'],
    ['frame-src', ...(frames.length ? frames : ["'none'"])],
    ['worker-src', "'self'", 'blob:'],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
    // What it blocks is reported to the site (app/api/csp-report): an injected script shows up in the log.
    ['report-uri', '/api/csp-report'],
  ];
  if (https) directives.push(['upgrade-insecure-requests']);
  return directives.map((parts) => parts.join(' ')).join('; ');
}
