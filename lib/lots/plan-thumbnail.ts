/** The query that asks app/api/plan-markup for a drawing without its text. */
export const THUMBNAIL_LABELS = 'none';

/** An SVG on the site's own origin (a CMS drawing through the media proxy), with no query of its own. */
const OWN_SVG = /^\/(?![/\\])[^?#\\]*\.svg$/;

/**
 * A flat's layout as a list card shows it: a CMS drawing (SVG) without its labels, from app/api/plan-markup (which reads
 * only the CMS's media, and sends the picture to the drawing itself when it cannot make it). At a card's size
 * (300–360 px for a drawing made at 500–600) the room names and areas are 4–6 px high, unreadable, and each costs the
 * phone: a drawing shown as a picture is a document of its own, and its text is laid out and shaped in it (Chromium,
 * measured: the catalogue's main thread, issue 61). The lot's page shows the whole drawing, labels set in the site's
 * fonts. Any other picture (a raster, another host, a drawing with a query of its own) is shown as the CMS gave it.
 * Cards render in the browser too (the catalogue's «Показать ещё»): nothing here but a test of the address.
 */
export function planThumbnail(src: string): string {
  return OWN_SVG.test(src) ? `/api/plan-markup?src=${encodeURIComponent(src)}&labels=${THUMBNAIL_LABELS}` : src;
}
