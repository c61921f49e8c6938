/**
 * Attributes the pre-paint script puts on <html> and the selectors components carry, so the cached,
 * visitor-neutral HTML shows this visitor's counters and marked lots in its first paint, before
 * React has loaded. Once React has read the same cookies, `data-visitor-ready` switches these off.
 */
export const VISITOR_MARKS = {
  ready: 'data-visitor-ready',
  /** On <html>: number of favourites / compared lots (absent when none), and as `--favorites-count` / `--compare-count` for CSS `content`. */
  favoritesCount: 'data-favorites',
  compareCount: 'data-compare',
  /** On a favourite toggle: `type:id`; on a compare toggle: the id. */
  favoriteKey: 'data-favorite-key',
  compareId: 'data-compare-id',
  styleId: 'visitor-marks-style',
  /** On <html> once the visitor has accepted cookies: the server-rendered banner stays hidden from the first paint. */
  cookieConsent: 'data-cookie-consent',
} as const;

/** localStorage key and value of the accepted cookie banner (SPEC §2, §4). */
export const COOKIE_CONSENT = { key: 'cookie-consent', accepted: 'accepted' } as const;
