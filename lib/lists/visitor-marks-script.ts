import { LIST_COOKIES } from '@/lib/config/constants';

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
  styleId: 'visitor-marks',
} as const;

/**
 * The inline script of the document head (a few hundred bytes, no dependencies): it reads the list
 * cookies, sets the counts on <html> and adds a style that marks the visitor's lots. Anything
 * unexpected in a cookie is skipped, as the store does (lib/lists/list-cookies.ts).
 */
export function visitorMarksScript(): string {
  const m = VISITOR_MARKS;
  return `(function(){try{var d=document.documentElement,c=document.cookie;function r(n){var x=c.match(new RegExp('(?:^|; )'+n+'=([^;]*)'));if(!x)return[];var v;try{v=JSON.parse(decodeURIComponent(x[1]))}catch(e){return[]}return Array.isArray(v)?v.slice(0,100):[]}function ok(i){return i&&typeof i.id==='number'&&i.id>0&&i.id%1===0}var f=r(${JSON.stringify(LIST_COOKIES.favorites)}).filter(function(i){return ok(i)&&/^[a-z_]{1,32}$/.test(i.type)}),k=r(${JSON.stringify(LIST_COOKIES.compare)}).filter(ok),s=[];if(f.length){d.setAttribute('${m.favoritesCount}',f.length);d.style.setProperty('--favorites-count','"'+f.length+'"');f.forEach(function(i){s.push('[${m.favoriteKey}="'+i.type+':'+i.id+'"]')})}if(k.length){d.setAttribute('${m.compareCount}',k.length);d.style.setProperty('--compare-count','"'+k.length+'"');k.forEach(function(i){s.push('[${m.compareId}="'+i.id+'"]')})}if(s.length){var e=document.createElement('style');e.id='${m.styleId}';e.textContent='html:not([${m.ready}]) :is('+s.join(',')+'){color:var(--color-bronze);border-color:var(--color-bronze)}html:not([${m.ready}]) [${m.favoriteKey}]:is('+s.join(',')+') svg{fill:currentColor}';document.head.appendChild(e)}}catch(e){}})();`;
}
