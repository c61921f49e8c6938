import { WEB_FONTS } from './web-fonts';

/**
 * The inline script of the document head (no dependencies, runs before the first paint; lib/fonts/web-fonts.ts
 * says why). When this browser has the fonts, the page uses them from the start. Otherwise it waits for the
 * preloaded files (`document.fonts.load` takes them from the preload) and switches the page to them once both are
 * in, remembering it has them; a browser without the font loading API lets the stylesheet's swap do it.
 * `faces`: a CSS font shorthand for each family's main file ("500 1em 'serif'").
 */
export function webFontsScript(faces: readonly string[]): string {
  const { attribute, storageKey, storedValue } = WEB_FONTS;
  return `(function(){var d=document.documentElement,f=document.fonts;function use(){d.setAttribute('${attribute}','')}try{if(localStorage.getItem('${storageKey}')==='${storedValue}'){use();return}}catch(e){}if(!f||!f.load||!window.Promise){use();return}Promise.all(${JSON.stringify(faces)}.map(function(x){return f.load(x)})).then(function(l){if(!l.every(function(x){return x&&x.length}))return;try{localStorage.setItem('${storageKey}','${storedValue}')}catch(e){}use()},function(){})})();`;
}
