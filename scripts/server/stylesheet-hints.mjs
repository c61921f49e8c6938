// The stylesheets a page's <head> links, named again in its response's `Link` header (rel=preload; as=style), so a
// browser asks for them as the response's head arrives, before its HTML is parsed and before anything the HTML asks
// for first. On a phone's link the order of the requests is the order of the bytes: a lead picture hinted ahead of the
// stylesheets (React puts a high-priority picture's hint first in <head>) held them back behind its 80 kB, and the
// first paint with them (docs/decisions/0010-simulated-lcp.md, "The stylesheets named in the response's head").

/** A <link> element; its attributes are read from the tag. */
const LINK = /<link\b([^>]*)>/gi;
/** The build's stylesheets only: a path of the site's own, of characters a header carries as they are. */
const OWN_STYLESHEET = /^\/_next\/static\/[\w.\/-]+\.css$/;

const attribute = (attributes, name) => new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`, 'i').exec(` ${attributes}`)?.[1];

/**
 * The site's own stylesheets the <head> of `html` links, in their order (a stylesheet linked later in the body
 * is not render-blocking and waits its turn).
 * @param {string} html
 * @returns {string[]}
 */
export function headStylesheets(html) {
  const headEnd = html.search(/<\/head\s*>/i);
  const head = headEnd < 0 ? '' : html.slice(0, headEnd);
  const found = [];
  for (const [, attributes] of head.matchAll(LINK)) {
    const href = attribute(attributes, 'href');
    // A hint must match the request the <link> makes: none for one with a media query or a CORS mode of its own.
    if (attribute(attributes, 'rel')?.toLowerCase() !== 'stylesheet' || !href || !OWN_STYLESHEET.test(href) || /\s(media|crossorigin)\b/i.test(` ${attributes}`)) continue;
    if (!found.includes(href)) found.push(href);
  }
  return found;
}

/**
 * The `Link` header naming those stylesheets, or null when the page links none.
 * @param {string[]} stylesheets
 */
export function stylesheetLinkHeader(stylesheets) {
  return stylesheets.length ? stylesheets.map((href) => `<${href}>; rel=preload; as=style`).join(', ') : null;
}
