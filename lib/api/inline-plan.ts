import 'server-only';
import { sanitizeSvg } from '@/lib/html/sanitize-svg';
import { requestTimeLeftMs } from './cached-read';
import { keptMedia } from './media-copy';
import { allowedProxyPath } from './proxy-paths';
import { serverTarget } from './transport';

/** Drawings larger than this stay pictures (<img>): the page's HTML must stay small (plans compress about 8:1). */
const INLINE_MAX_BYTES = 64_000;

/** A CMS plan as markup to put into a page, and how long its source may be kept (the CMS's Cache-Control). */
export type InlinePlan = { markup: string; cacheControl: string | null };

/**
 * A CMS plan (an SVG under /api/media) as markup to put into the page, so its labels are set in the site's
 * fonts and the page needs no request for it; null when it is not an SVG, too large, or not available
 * (the caller shows it as a picture). Read from the same kept copy the media proxy serves; `waitMs`: how long it may
 * wait for the CMS (lib/api/media-copy.ts keptMedia); `labels: false`: without its text (a card's thumbnail).
 */
export async function inlinePlan(src: string, waitMs: number | null = null, { labels = true }: { labels?: boolean } = {}): Promise<InlinePlan | null> {
  // Only the site's own media paths: a drawing on another host stays a picture.
  if (!src.startsWith('/')) return null;
  const incoming = new URL(src, 'http://site.invalid');
  const allowed = allowedProxyPath(incoming.pathname);
  if (!allowed.ok || !allowed.media) return null;
  const url = new URL(`${allowed.path}${incoming.search}`, serverTarget().baseUrl);
  const response = await keptMedia(url.href, new Request(url), waitMs);
  if (!response?.ok || !response.headers.get('content-type')?.includes('image/svg+xml')) return null;
  const text = await response.text();
  if (text.length > INLINE_MAX_BYTES) return null;
  const svg = sanitizeSvg(text, { labels });
  return svg.startsWith('<svg') ? { markup: svg, cacheControl: response.headers.get('cache-control') } : null;
}

/**
 * The markup alone, for a page's render (the lot's flat layout, the master plan's drawings, the print sheets): it waits
 * for the CMS no longer than the page's reads do (lib/api/cached-read.ts), so a hanging CMS costs a page one deadline,
 * not that and a file's 10 s; past it the last good copy, else the caller's picture.
 */
export async function inlinePlanMarkup(src: string): Promise<string | null> {
  return (await inlinePlan(src, requestTimeLeftMs()))?.markup ?? null;
}
