/**
 * When the site's web fonts are used (app/fonts.ts, styles/globals.scss). The brand's type is part of a first
 * visit, the landing page an ad or a manager's link opens (issue 45): the two files every first screen uses (one a
 * family, ~23 kB each) are preloaded with the document and the page switches to them the moment both are in — on a
 * fast connection before the first paint, on a slow one a swap from local fallbacks sized to the web fonts
 * (styles/_fonts.scss), so the swap moves nothing. The browser remembers it has them: the next page, by a link or a
 * new load, is in them from its first paint (cached for a year under content-hashed names). Fonts that fail to load
 * leave the text in the fallbacks.
 */
export const WEB_FONTS = {
  /** On <html>: the web fonts are in use (styles/globals.scss switches the font stacks to them). */
  attribute: 'data-fonts',
  /** localStorage: this browser has loaded the fonts. */
  storageKey: 'web-fonts',
  storedValue: 'loaded',
} as const;

/** On entering a page by a link: the web fonts from its first paint, once this browser has them. */
export function switchToLoadedWebFonts(): void {
  try {
    if (localStorage.getItem(WEB_FONTS.storageKey) === WEB_FONTS.storedValue) document.documentElement.setAttribute(WEB_FONTS.attribute, '');
  } catch {
    // Storage unavailable: the page stays in the fallbacks.
  }
}
