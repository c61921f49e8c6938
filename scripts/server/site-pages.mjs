// The site's pages as a crawler finds them: the addresses sitemap.xml lists, and the pages a page links to. Used by the
// server's warm-up after a start (warm-pages.mjs) and the crawl bench (scripts/bench/crawl.mjs).

/** Paths under these are not pages (the API, Next's files, generated pictures, feeds, tracking files). */
const NOT_PAGES = /^\/(api|_next|og|feeds|tracking)\/|\.[a-z0-9]+$/i;

/** The paths (with their query) of the addresses a sitemap lists. */
export function sitemapPages(xml) {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => {
    const url = new URL(decodeEntities(loc));
    return url.pathname + url.search;
  });
}

/** The site's own pages a page's HTML links to (`<a href="/…">`), each once, without their #fragment. */
export function linkedPages(html) {
  const pages = new Set();
  for (const [, href] of html.matchAll(/<a\s[^>]*?href="(\/[^/"][^"]*|\/)"/g)) {
    const path = decodeEntities(href).split('#')[0];
    if (!NOT_PAGES.test(path.split('?')[0])) pages.add(path);
  }
  return [...pages];
}

const decodeEntities = (text) => text.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
