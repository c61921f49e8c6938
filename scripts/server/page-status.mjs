// A page that shows "not found" without Next's notFound() marks its status in its HTML (components/error/
// PageStatus.tsx); the front server sends that status. Next's notFound() from a page that renders on its
// first visit sends an empty error shell, the text only in the RSC payload (vercel/next.js#95613).
/** The name of the marker; components/error/PageStatus.tsx writes the same one (a test compares them). */
export const PAGE_STATUS_META = 'x-page-status';

/** Statuses a page may mark: the ones the site shows as a page of its own. */
const MARKABLE = new Set([404, 410, 429, 505]);
const MARKER = new RegExp(`<meta name="${PAGE_STATUS_META}" content="(\\d{3})"\\s*/?>`);

/** The status an HTML page marks for itself, or null. */
export function markedStatus(html) {
  const status = Number(MARKER.exec(html)?.[1]);
  return MARKABLE.has(status) ? status : null;
}

/** The name of the marker of the seconds a 429 page asks to wait (components/error/PageStatus.tsx writes the same one). */
export const PAGE_RETRY_AFTER_META = 'x-page-retry-after';
const RETRY_AFTER = new RegExp(`<meta name="${PAGE_RETRY_AFTER_META}" content="(\\d{1,6})"\\s*/?>`);

/** The Retry-After seconds a page marks, or null. */
export function markedRetryAfter(html) {
  const seconds = Number(RETRY_AFTER.exec(html)?.[1]);
  return seconds > 0 ? seconds : null;
}

/** The name of the marker of a page that moved for good (components/error/PageStatus.tsx writes the same one). */
export const PAGE_LOCATION_META = 'x-page-location';

const LOCATION = new RegExp(`<meta name="${PAGE_LOCATION_META}" content="(/[^/"\\\\][^"]*|/)"\\s*/?>`);

/**
 * The site path a page says it lives at instead (a lot opened by its vendor code: `/lots/613`), or null; only
 * a path of this site (`/…`, never `//host`), which the front server sends as a permanent redirect.
 */
export function markedLocation(html) {
  const path = LOCATION.exec(html)?.[1];
  return path ? path.replaceAll('&amp;', '&') : null;
}
