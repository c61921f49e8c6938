/**
 * When the site's web fonts are used (app/fonts.ts, styles/globals.scss). The brand's type is part of a first
 * visit, the landing page an ad or a manager's link opens (issue 45): the two files every first screen uses (one a
 * family, ~23 kB each) are asked for the moment the page has painted, and the page switches to them once both are
 * in: a swap from local fallbacks sized to the web fonts (styles/_fonts.scss), so the swap moves nothing. The trade
 * (issue 61): on a fast connection a first visit's first paint is in the fallbacks for a tenth of a second, where
 * preloaded fonts could be in before it; on a phone's connection the stylesheets and the first screen's picture no
 * longer share it with 47 kB of fonts, and the largest paint comes 0.3 s sooner (Lighthouse, median of 5: home
 * 1.90 → 1.58 s, lot 1.89 → 1.56 s; decision 0001). The browser remembers it has them: the next page, by a link or a new load, is in
 * them from its first paint (cached for a year under content-hashed names). Fonts that fail to load leave the text
 * in the fallbacks.
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
