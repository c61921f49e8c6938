/**
 * When the site's web fonts are used (app/fonts.ts, styles/globals.scss). Text always paints at once in local
 * fallbacks sized to the web fonts. A page never switches fonts under the visitor's eyes: sized or not, a line of
 * the web font is not exactly as long as the fallback's, a heading can wrap differently and move what is below it.
 * So on a first visit the fonts are fetched after the page's `load` (they do not share a phone's first seconds of
 * bandwidth with the document, the stylesheet and the hero) and the browser remembers it has them; the next page,
 * by a link or a new load, is in them from its first paint (they are cached for a year under content-hashed names).
 */
export const WEB_FONTS = {
  /** On <html>: the web fonts are in use (styles/globals.scss switches the font stacks to them). */
  attribute: 'data-fonts',
  /** localStorage: this browser has loaded the fonts. */
  storageKey: 'web-fonts',
  storedValue: 'loaded',
  /** The latest a first visit waits for `load` before it fetches the fonts. */
  latestStartMs: 4000,
} as const;

/** On entering a page by a link: the web fonts from its first paint, once this browser has them. */
export function switchToLoadedWebFonts(): void {
  try {
    if (localStorage.getItem(WEB_FONTS.storageKey) === WEB_FONTS.storedValue) document.documentElement.setAttribute(WEB_FONTS.attribute, '');
  } catch {
    // Storage unavailable: the page stays in the fallbacks.
  }
}
