import { WEB_FONTS } from './web-fonts';

/**
 * The inline script of the document head (no dependencies; lib/fonts/web-fonts.ts says why). When this browser has
 * the fonts, the page uses them from the start. Otherwise the page paints in the matched fallbacks, and once it has
 * painted (the first contentful paint, from a PerformanceObserver) the script asks for each family's main file
 * (`document.fonts.load`) and switches the page to them once both are in, remembering it has them. Asked for before
 * the paint, the 47 kB of fonts shared a phone's connection with the stylesheets and the first screen's picture and
 * were counted before the largest paint (issue 61). A browser without the paint timing API asks at once; one without
 * the font loading API lets the stylesheet's swap do it.
 * `faces`: a CSS font shorthand for each family's main file ("500 1em 'serif'").
 */
export function webFontsScript(faces: readonly string[]): string {
  const { attribute, storageKey, storedValue } = WEB_FONTS;
  return `(function(){var d=document.documentElement,f=document.fonts;function use(){d.setAttribute('${attribute}','')}try{if(localStorage.getItem('${storageKey}')==='${storedValue}'){use();return}}catch(e){}if(!f||!f.load||!window.Promise){use();return}function load(){Promise.all(${JSON.stringify(faces)}.map(function(x){return f.load(x)})).then(function(l){if(!l.every(function(x){return x&&x.length}))return;try{localStorage.setItem('${storageKey}','${storedValue}')}catch(e){}use()},function(){})}var P=window.PerformanceObserver,o;if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf('paint')<0){load();return}o=new P(function(x){if(!x.getEntriesByName('first-contentful-paint').length)return;o.disconnect();load()});o.observe({type:'paint',buffered:true})})();`;
}
