/** How long each field of a visit's touch may be (lib/attribution): the cookie stays well under 4 kB. */
export const TOUCH_LIMITS = {
  utm_source: 100, utm_medium: 100, utm_campaign: 200, utm_content: 200, utm_term: 200, yclid: 100, gclid: 200,
  /** The external site's host (a search engine, a listing site), when the browser said. */
  referrer: 253,
  /** The page the visit landed on: path and query. */
  landing: 500,
} as const;
