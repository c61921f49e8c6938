import { allowedProxyPath } from '@/lib/api/proxy-paths';

/** The query that asks app/api/plan-markup for a drawing without its text. */
export const THUMBNAIL_LABELS = 'none';

/**
 * A flat's layout as a list card shows it: a CMS drawing (an SVG among the CMS's media, lib/api/proxy-paths.ts) without
 * its labels, from app/api/plan-markup. At a card's size (300–360 px for a drawing made at 500–600) the room names and
 * areas are 4–6 px high, unreadable, and each costs the phone: a drawing shown as a picture is a document of its own,
 * and its text is laid out and shaped in it (Chromium, measured: the catalogue's main thread, issue 61). The lot's
 * page shows the whole drawing, labels set in the site's fonts. Any other picture (a raster, another host, a drawing
 * with a query of its own) is shown as the CMS gave it.
 */
export function planThumbnail(src: string): string {
  const path = src.startsWith('/') && !src.startsWith('//') && /^[^?#]+\.svg$/.test(src) ? allowedProxyPath(src) : null;
  return path?.ok && path.media ? `/api/plan-markup?src=${encodeURIComponent(src)}&labels=${THUMBNAIL_LABELS}` : src;
}
