import { WEB_FONTS } from './web-fonts';

/**
 * The inline script of the document head (no dependencies, runs before the first paint; lib/fonts/web-fonts.ts
 * says why). When this browser has the fonts, the page uses them from the start. Otherwise it fetches them once the
 * page has loaded and been painted (on a fast connection `load` comes before the first paint: fonts fetched then
 * would still share the first paint's bandwidth), and remembers it has them; the page itself switches only if nobody is looking (a background tab).
 * `faces`: a CSS font shorthand for each family's main file ("500 1em 'serif'"), which `document.fonts.load` fetches.
 */
export function webFontsScript(faces: readonly string[]): string {
  const { attribute, storageKey, storedValue, latestStartMs } = WEB_FONTS;
  return `(function(){var d=document.documentElement,f=document.fonts;function use(){d.setAttribute('${attribute}','')}try{if(localStorage.getItem('${storageKey}')==='${storedValue}'){use();return}}catch(e){}if(!f||!f.load||!window.Promise)return;var started=0;function start(){if(started)return;started=1;Promise.all(${JSON.stringify(faces)}.map(function(x){return f.load(x)})).then(function(){try{localStorage.setItem('${storageKey}','${storedValue}')}catch(e){}if(document.visibilityState==='hidden')use()},function(){})}setTimeout(start,${latestStartMs});function frame(g){requestAnimationFrame(function(){setTimeout(g)})}function painted(g){var P=window.PerformanceObserver;if(!P)return frame(g);try{var o=new P(function(l){if(l.getEntries().some(function(e){return e.name==='first-contentful-paint'})){o.disconnect();frame(g)}});o.observe({type:'paint',buffered:true})}catch(e){frame(g)}}addEventListener('load',function(){painted(start)})})();`;
}
