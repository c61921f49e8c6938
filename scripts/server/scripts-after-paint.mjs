// Next's scripts start loading once the server HTML has painted (issue 11: the first paint is never held back).
//
// Next writes its chunks into <head> as <script src async>, and React its bootstrap script at the end of <body>
// (with a low-priority preload of it in <head>). On a
// fast connection they arrive while the browser is still laying out the page; the browser then parses and runs
// about 160 kB of JavaScript before the first frame, and on a phone's network they share the bandwidth with the
// fonts and the picture that make the first paint. The page's HTML is complete and readable without them, so
// they can wait for it: this replaces them with one small inline loader that adds the same elements right after
// the first paint (the browser's first-contentful-paint entry after the first frame, or the frame itself where
// there is none), and after the page's lead picture has painted when it has one (at most LEAD_PICTURE_WAIT_MS). A page opened in a background tab (a sales manager's
// middle-click) has no frames: the loader starts at once there, and when a visible page is hidden first.
// The loader is an inline script like the others: the CSP hashes it from the HTML that is sent (csp.mjs).

const HEAD_END = '</head>';
const SCRIPT = /<script src="([^"<>]*\/_next\/static\/[^"<>]+\.js)"(?: id="([^"<>]+)")? async=""><\/script>/g;
/** The same, without the global flag's state: only asks whether a head has one. */
const HAS_SCRIPT = new RegExp(SCRIPT.source);
const PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="([^"<>]*\/_next\/static\/[^"<>]+\.js)"\/>/g;

/** JSON for an inline script: no `<` that could close it. */
const inlineJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

/** How long after the first frame the scripts wait at most for the browser to report the first paint. */
export const FIRST_PAINT_WAIT_MS = 1000;

/** How long the scripts wait at most for the page's lead picture (a stalled picture must not keep the page lifeless). */
export const LEAD_PICTURE_WAIT_MS = 3000;

/**
 * The inline loader: preloads and scripts in the order Next wrote them, after the first paint and, when the page
 * has a lead picture (an <img fetchpriority="high">: the home page's hero, the catalogue's first plan), after that
 * picture has come and been painted: it is the page's largest paint, and on a phone's network the scripts would
 * share the bandwidth with it.
 * @param {readonly (readonly [string] | readonly [string, string])[]} scripts source and, for React's bootstrap script, its id
 * @param {readonly string[]} preloads
 */
export function loaderScript(scripts, preloads) {
  return (
    '<script>(function(s,p){var d=document,done=0;function go(){if(done)return;done=1;' +
    "d.removeEventListener('visibilitychange',go);" +
    "p.forEach(function(u){var l=d.createElement('link');l.rel='preload';l.as='script';l.fetchPriority='low';l.href=u;d.head.appendChild(l)});" +
    "s.forEach(function(x){var e=d.createElement('script');e.src=x[0];if(x[1])e.id=x[1];e.async=true;d.head.appendChild(e)})}" +
    'function painted(f){requestAnimationFrame(function(){setTimeout(f,0)})}' +
    // The first frame's callbacks run before the frame is on screen; the browser says when it was (the
    // first-contentful-paint entry), where it can, within FIRST_PAINT_WAIT_MS of that frame.
    "function shown(f){var once=0;function g(){if(!once){once=1;f()}}painted(function(){var P=typeof PerformanceObserver==='function'?PerformanceObserver:null;" +
    "if(!P||(P.supportedEntryTypes||[]).indexOf('paint')<0)return g();" +
    "var o=new P(function(l){if(l.getEntries().some(function(e){return e.name==='first-contentful-paint'})){o.disconnect();setTimeout(g,0)}});" +
    `o.observe({type:'paint',buffered:true});setTimeout(function(){o.disconnect();g()},${FIRST_PAINT_WAIT_MS})})}` +
    "function lead(){var w=[].filter.call(d.querySelectorAll('img[fetchpriority=high]'),function(i){return!i.complete}),n=w.length;" +
    `if(!n)return painted(go);setTimeout(go,${LEAD_PICTURE_WAIT_MS});` +
    "w.forEach(function(i){function o(){if(--n===0)painted(go)}i.addEventListener('load',o,{once:true});i.addEventListener('error',o,{once:true})})}" +
    "if(d.visibilityState!=='visible'){go();return}" +
    "d.addEventListener('visibilitychange',go);" +
    "shown(function(){if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',lead);else lead()})" +
    `})(${inlineJson(scripts)},${inlineJson(preloads)})</script>`
  );
}

/**
 * The page with Next's scripts loaded after the first paint, the loader where the first of them was in <head>;
 * any other HTML (no head, no Next scripts in it) as it is.
 * @param {string} html
 */
export function scriptsAfterFirstPaint(html) {
  const end = html.indexOf(HEAD_END);
  const head = end < 0 ? '' : html.slice(0, end);
  if (!HAS_SCRIPT.test(head)) return html;
  /** @type {([string] | [string, string])[]} */
  const scripts = [...html.matchAll(SCRIPT)].map((match) => (match[2] ? [match[1], match[2]] : [match[1]]));
  const preloads = [...head.matchAll(PRELOAD)].map((match) => match[1]);
  let placed = false;
  const rewritten = head
    .replace(PRELOAD, '')
    .replace(SCRIPT, () => {
      if (placed) return '';
      placed = true;
      return loaderScript(scripts, preloads);
    });
  return rewritten + html.slice(end).replace(SCRIPT, '');
}
