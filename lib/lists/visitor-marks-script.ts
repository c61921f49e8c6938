import { LIST_COOKIES } from '@/lib/config/constants';
import { LIST_LIMITS } from './list-cookies';
import { COOKIE_CONSENT, VISITOR_MARKS } from './visitor-marks';

/**
 * The inline script of the document head (a few hundred bytes, no dependencies): it reads the list
 * cookies, sets the counts on <html> and adds a style that marks the visitor's lots; it marks <html>
 * when the cookie banner was accepted, so the banner in the server's HTML never shows to that visitor.
 * Anything unexpected in a cookie is skipped, as the store does (lib/lists/list-cookies.ts).
 */
export function visitorMarksScript(): string {
  const m = VISITOR_MARKS;
  return `(function(){var d=document.documentElement;try{if(localStorage.getItem('${COOKIE_CONSENT.key}')==='${COOKIE_CONSENT.accepted}')d.setAttribute('${m.cookieConsent}','')}catch(e){}try{var c=document.cookie;function r(n){var x=c.match(new RegExp('(?:^|; )'+n+'=([^;]*)'));if(!x)return[];var v;try{v=JSON.parse(decodeURIComponent(x[1]))}catch(e){return[]}return Array.isArray(v)?v.slice(0,${LIST_LIMITS.maxItems}):[]}function ok(i){return i&&typeof i.id==='number'&&i.id>0&&i.id%1===0}var f=r(${JSON.stringify(LIST_COOKIES.favorites)}).filter(function(i){return ok(i)&&${LIST_LIMITS.type}.test(i.type)}),k=r(${JSON.stringify(LIST_COOKIES.compare)}).filter(ok),s=[];if(f.length){d.setAttribute('${m.favoritesCount}',f.length);d.style.setProperty('--favorites-count','"'+f.length+'"');f.forEach(function(i){s.push('[${m.favoriteKey}="'+i.type+':'+i.id+'"]')})}if(k.length){d.setAttribute('${m.compareCount}',k.length);d.style.setProperty('--compare-count','"'+k.length+'"');k.forEach(function(i){s.push('[${m.compareId}="'+i.id+'"]')})}if(s.length){var e=document.createElement('style');e.id='${m.styleId}';e.textContent='html:not([${m.ready}]) :is('+s.join(',')+'){color:var(--color-bronze);border-color:var(--color-bronze)}html:not([${m.ready}]) [${m.favoriteKey}]:is('+s.join(',')+') svg{fill:currentColor}';document.head.appendChild(e)}}catch(e){}})();`;
}
