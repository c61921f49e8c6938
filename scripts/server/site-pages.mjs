// The site's pages as a crawler finds them: the addresses sitemap.xml lists, and the pages a page links to, and one GET
// of a page. Used by the server's warm-up after a start (warm-pages.mjs) and the crawl bench (scripts/bench/crawl.mjs).
import { request } from 'node:http';
import { takesTurns } from './render-queue.mjs';

/** A lot's own page (`/lots/613`). */
export const isLotPage = (path) => /^\/lots\/\d+$/.test(path);

/**
 * One GET of `path` at `address`:`port`, its body read whole: the status (or the network error's code), the headers
 * and the body as text, and when its steps ended in ms from the call (`connected`: a new connection made, absent for a
 * kept-alive one; `head`: the answer's status line read). Never rejects; gives up after `timeoutMs`.
 * @param {{ address: string, port: number, path: string, headers?: Record<string, string>, agent?: import('node:http').Agent, timeoutMs?: number }} options
 * @returns {Promise<{ status: number | string, headers: import('node:http').IncomingHttpHeaders, body: string, steps: { connected?: number, head?: number } }>}
 */
export function getPage({ address, port, path, headers = {}, agent, timeoutMs = 60_000 }) {
  const started = performance.now();
  /** @type {{ connected?: number, head?: number }} */
  const steps = {};
  const mark = (step) => { steps[step] = performance.now() - started; };
  return new Promise((resolvePromise) => {
    const req = request({ host: address, port, path, headers, agent }, (res) => {
      mark('head');
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolvePromise({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString(), steps }));
    });
    req.once('socket', (socket) => {
      if (socket.connecting) socket.once('connect', () => mark('connected'));
    });
    req.on('error', (error) => resolvePromise({ status: /** @type {{ code?: string }} */ (error).code ?? 'error', headers: {}, body: '', steps }));
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer in ${timeoutMs / 1000} s`)));
    req.end();
  });
}

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
    if (takesTurns(path)) pages.add(path);
  }
  return [...pages];
}

const decodeEntities = (text) => text.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
