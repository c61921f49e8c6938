// Production server: Next.js behind a thin Node HTTP layer that
// - records the TCP peer address: Next.js keeps a client-supplied X-Forwarded-For as it is, so the peer
//   address is the only thing a rate limit can trust; it travels to route handlers in x-peer-address
//   (never taken from outside);
// - redirects a page asked for at another host than SITE_URL's to SITE_URL (canonical-host.mjs);
// - answers an address that cannot be decoded with 400 (Next answers 500 for /news/%zz), one past 8 kB with 414;
// - sends the security headers on every response and, on pages, a Content-Security-Policy with the hash
//   of each inline script of that page (docs/decisions/0003-csp-hashes.md);
// - sends the status a page marks for itself (a "not found" page rendered without notFound(), a lot opened by
//   its vendor code that redirects to its id: page-status.mjs);
// - compresses (gzip/brotli) what Next would, and the route handlers' answers Next leaves uncompressed; the
//   build's scripts and stylesheets once, at the highest level (static-assets.mjs);
// - keeps Next's optimised pictures in memory (image-cache.mjs): Next would re-encode them on every request;
// - sends a page's RSC data in one inline script
//   (flight-data-in-one-script.mjs), and a page every visitor gets alike at brotli 11 once it is asked for
//   twice (shared-page-brotli.mjs).
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import { parseArgs } from 'node:util';
import compression from 'compression';
import next from 'next';
import { FINISHED_PAGES } from '../lib/cache/memory-limits.mjs';
import { badRequestPage, refusedTarget, REQUEST_HEAD_MAX_BYTES } from './server/bad-request.mjs';
import { createCanonicalHost } from './server/canonical-host.mjs';
import { contentSecurityPolicy } from './server/csp.mjs';
import { createFinishedPages } from './server/finished-pages.mjs';
import { holdHtmlUntilComplete } from './server/hashed-html.mjs';
import { createImageCache, isOptimisedImageRequest } from './server/image-cache.mjs';
import { securityHeaders } from './server/security-headers.mjs';
import { createSharedPageBrotli, isSharedCacheable } from './server/shared-page-brotli.mjs';
import { chosenEncoding, createStaticAssets } from './server/static-assets.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', short: 'p', default: process.env.PORT ?? '3000' },
    hostname: { type: 'string', short: 'H', default: process.env.HOSTNAME_BIND ?? '0.0.0.0' },
  },
});
const port = Number(values.port);
process.env.NEXT_TELEMETRY_DISABLED = '1';
// The same file runs in the project (npm start) and in the standalone build (.next/standalone/scripts/server.mjs,
// copied there by scripts/standalone.mjs): the app is the folder above this script's.
process.chdir(join(dirname(fileURLToPath(import.meta.url)), '..'));
// The configuration the build used (next.config.ts is not in a standalone build; Next's own standalone server
// passes it the same way).
if (!existsSync('.next/required-server-files.json')) {
  console.error(`[start] no production build in ${join(process.cwd(), '.next')}: run \`npm run build\` first`);
  process.exit(1);
}
process.env.__NEXT_PRIVATE_STANDALONE_CONFIG ??= JSON.stringify(JSON.parse(readFileSync('.next/required-server-files.json', 'utf8')).config);

// The revalidation webhook (app/api/revalidate) needs a secret; without one configured this process makes
// one up, which serves the embedded CMS and the start-up refresh below.
process.env.REVALIDATE_SECRET ||= randomBytes(24).toString('hex');
// The embedded CMS tells this server of its own changes (a hold books a lot) through that webhook, locally.
process.env.CMS_REVALIDATE_URL ||= `http://${values.hostname === '0.0.0.0' ? '127.0.0.1' : values.hostname}:${port}/api/revalidate`;

// Next builds the proxy's request URL with `localhost` and resolves its rewrites against the hostname given
// here; any other name makes every proxy rewrite look external (Next 16.4, a custom server). The name is
// only used for those URLs: the address this process listens on is the one below.
const app = next({ dev: false, hostname: 'localhost', port });
const handle = app.getRequestHandler();
await app.prepare();

const https = (process.env.SITE_URL ?? '').trim().startsWith('https:');
// Canonical addresses, previews, the sitemap and the feed are absolute from SITE_URL: without it they name localhost.
if (!(process.env.SITE_URL ?? '').trim()) {
  console.warn('[start] SITE_URL is not set: canonical addresses, link previews, sitemap.xml and the feed will name http://localhost:3000. Set SITE_URL to the public address (https://…).');
}
const canonicalHost = createCanonicalHost({
  siteUrl: (process.env.SITE_URL ?? '').trim() || `http://localhost:${port}`,
  // Read as lib/http/client-ip.ts parseTrustedProxies reads it (the rate limits' list).
  trustedProxies: (process.env.TRUSTED_PROXIES ?? '').split(',').map((address) => address.trim().replace(/^::ffff:/, '')).filter(Boolean),
});
const alwaysSent = Object.entries(securityHeaders({ https }));
// Brotli 5 instead of the middleware's 4: pages 9–10 % smaller (the catalogue 15.0 → 13.6 kB) for the same
// ~1.5 ms of CPU; 6 and above gain little more, 9 costs 10 times as much.
const compress = compression({ brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } } });
// The build's scripts and stylesheets at brotli 11 (this site: 1.4 MB raw, under 0.4 MB compressed; 32 MB bounds a larger build).
const staticAssets = createStaticAssets({ staticDir: join(process.cwd(), '.next', 'static'), maxBytes: 32 * 1024 * 1024 });
// 64 MB: the demo's raster pictures at every width in both formats come to an estimated 7 MB (about 40 pictures,
// 7 widths, 2 formats, 5–30 kB each); a replica with real photographs keeps the most requested.
const images = createImageCache({ maxBytes: 64 * 1024 * 1024 });
// 16 MB: a page is 12–25 kB at brotli 11, so about 800 of the most requested pages.
const sharedPages = createSharedPageBrotli({ maxBytes: 16 * 1024 * 1024 });
// The same pages finished for sending (RSC data in one script, CSP) once while they are asked for.
const finishedPages = createFinishedPages({ policy: (hashes) => contentSecurityPolicy({ hashes, https }), limits: FINISHED_PAGES });

// Heads up to 32 kB are read, so that an address past its limit gets the site's 414 page, not Node's bare 431.
createServer({ maxHeaderSize: REQUEST_HEAD_MAX_BYTES }, (req, res) => {
  req.headers['x-peer-address'] = req.socket.remoteAddress ?? '';
  for (const [name, value] of alwaysSent) res.setHeader(name, value);
  const refused = refusedTarget(req.url);
  if (refused) {
    res.writeHead(refused, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'content-security-policy': contentSecurityPolicy({ https }) });
    res.end(req.method === 'HEAD' ? undefined : badRequestPage(refused));
    return;
  }
  const home = canonicalHost.redirect(req);
  if (home) {
    res.writeHead(308, { location: home, 'cache-control': 'public, max-age=3600' });
    res.end();
    return;
  }
  keepContentTypeAString(res);
  if (staticAssets.serve(req, res)) return;
  const image = isOptimisedImageRequest(req);
  if (image && images.serve(req, res)) return;
  compress(req, res, () => {
    if (image) images.record(req, res);
    holdHtmlUntilComplete(res, (response, rendered) => {
      const shared = isSharedCacheable(response.getHeader('cache-control'));
      const { html, csp, location, status, key } = finishedPages.finish(rendered, shared);
      response.setHeader('Content-Security-Policy', csp);
      if (response.statusCode !== 200) return html;
      if (location) {
        response.statusCode = 308;
        response.setHeader('Location', location);
        return html;
      }
      if (status) {
        response.statusCode = status;
        return html;
      }
      const atBrotli11 = shared && req.method === 'GET' && chosenEncoding(req.headers['accept-encoding']) === 'br';
      const kept = atBrotli11 ? sharedPages.body(html, key ?? undefined) : null;
      if (!kept) return html;
      // The compression middleware leaves an answer that says its encoding as it is.
      response.setHeader('Content-Encoding', 'br');
      return kept;
    });
    void handle(req, res);
  });
}).listen(port, values.hostname, () => {
  console.log(`▲ Ready on http://${values.hostname === '0.0.0.0' ? 'localhost' : values.hostname}:${port}`);
  void refreshBuildTimeData();
});

/**
 * Next 16.4 copies a route handler's headers onto the response as one-element arrays; a compression
 * middleware reads Content-Type as a string, finds none, and sends every `/api/*` answer uncompressed
 * (vercel/next.js#98007): the home page's hero drawing went out as 56 kB instead of 3.5 kB gzipped.
 */
function keepContentTypeAString(res) {
  const setHeader = res.setHeader;
  res.setHeader = function (name, value) {
    const single = Array.isArray(value) && value.length === 1 && name.toLowerCase() === 'content-type';
    return setHeader.call(this, name, single ? value[0] : value);
  };
}

/**
 * Pages prerendered by `next build` hold the CMS data of build time; the CMS this server talks to may
 * hold other data by now (another database, later edits). Expiring every CMS answer once at start makes
 * each page render from the live CMS on its first visit, then come from the cache again.
 */
async function refreshBuildTimeData() {
  const host = values.hostname === '0.0.0.0' ? '127.0.0.1' : values.hostname;
  try {
    const response = await fetch(`http://${host}:${port}/api/revalidate`, {
      method: 'POST',
      headers: { 'x-revalidate-secret': process.env.REVALIDATE_SECRET },
    });
    if (!response.ok) console.error(`[cache] start-up refresh answered ${response.status}`);
  } catch (error) {
    console.error('[cache] start-up refresh failed:', error instanceof Error ? error.message : error);
  }
}
