/**
 * When the site's web fonts come in (app/fonts.ts, styles/globals.scss). Text always paints at once in local
 * fallbacks sized to the web fonts, so the swap moves nothing. On a first visit the fonts are fetched after the
 * page's `load` (or after a few seconds, if something keeps `load` waiting): they do not share a phone's first
 * seconds of bandwidth with the document, the stylesheet and the hero picture. The page switches to them in one
 * step once both have arrived. Once loaded (they are cached for a year under content-hashed names), the browser
 * remembers it, and every later page uses them from its first paint.
 */
export const WEB_FONTS = {
  /** On <html>: the web fonts are in use (styles/globals.scss switches the font stacks to them). */
  attribute: 'data-fonts',
  /** localStorage: this browser has loaded the fonts before. */
  storageKey: 'web-fonts',
  storedValue: 'loaded',
  /** The latest a first visit waits for `load` before it fetches the fonts. */
  latestStartMs: 4000,
} as const;

/**
 * The inline script of the document head (no dependencies, runs before the first paint). `faces`: a CSS font
 * shorthand for each preloaded family ("500 1em 'serif'"), which `document.fonts.load` fetches.
 */
export function webFontsScript(faces: readonly string[]): string {
  const { attribute, storageKey, storedValue, latestStartMs } = WEB_FONTS;
  return `(function(){var d=document.documentElement,f=document.fonts;function use(){d.setAttribute('${attribute}','')}try{if(localStorage.getItem('${storageKey}')==='${storedValue}'){use();return}}catch(e){}if(!f||!f.load||!window.Promise){use();return}var started=0;function start(){if(started)return;started=1;Promise.all(${JSON.stringify(faces)}.map(function(x){return f.load(x)})).then(function(){use();try{localStorage.setItem('${storageKey}','${storedValue}')}catch(e){}},use)}setTimeout(start,${latestStartMs});addEventListener('load',function(){setTimeout(start)})})();`;
}
