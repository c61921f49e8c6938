// Production server: Next.js behind a thin layer (docs/decisions/0006-front-server.md, why each part exists): the TCP
// peer address for the rate limits (x-peer-address, never taken from outside); one host (canonical-host.mjs); 400
// for an undecodable address, 414 past 8 kB (bad-request.mjs); the security headers and, on pages, a CSP with the
// hash of each inline script of the site and Next (csp.mjs, held-page.mjs), and its stylesheets named in a Link
// header, asked for before its HTML is read (stylesheet-hints.mjs); the status a page marks (page-status.mjs,
// vercel/next.js#95613); pages render in turns, one at a time (render-queue.mjs: the same pages a second, far shorter
// waits under load); after the start the pages crawlers walk are made before they ask (warm-pages.mjs). Compression
// and the build's files are nginx's, in front of every topology that serves visitors (deploy/nginx; npm run serve).
// First, before Next loads: its modules and the build's compile through V8's code cache (server/code-cache.mjs).
import { codeCache } from './server/start-code-cache.mjs';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import next from 'next';
import { badRequestPage, refusedTarget, REQUEST_HEAD_MAX_BYTES } from './server/bad-request.mjs';
import { createCanonicalHost } from './server/canonical-host.mjs';
import { contentSecurityPolicy } from '../lib/security/csp-policy.mjs';
import { heldPageResponse } from './server/held-page.mjs';
import { createPageFacts } from './server/page-facts.mjs';
import { createCachedPages, createRenderQueue, RENDER_TURNS, takesTurns } from './server/render-queue.mjs';
import { openerPolicy, securityHeaders } from './server/security-headers.mjs';
import { startWarming, WARM_HEADER } from './server/warm-pages.mjs';
import { stylesheetLinkHeader } from './server/stylesheet-hints.mjs';
import { REPLICA_KEEP_ALIVE_MS } from './server/keep-alive.mjs';
import { CACHE_NAMES } from '../lib/cache/memory-limits.mjs';
import { describeCodeCache } from './server/code-cache.mjs';
import { settingIsOn } from './server/on-off-setting.mjs';

// When the start's steps ended, in ms since the process began: the Ready line says them (npm run bench:cold-start reads it).
const modulesLoadedAt = performance.now();
const { values } = parseArgs({
  options: {
    port: { type: 'string', short: 'p', default: process.env.PORT ?? '3000' },
    hostname: { type: 'string', short: 'H', default: process.env.HOSTNAME_BIND ?? '0.0.0.0' },
  },
});
const port = Number(values.port);
const local = values.hostname === '0.0.0.0' ? '127.0.0.1' : values.hostname;
process.env.NEXT_TELEMETRY_DISABLED = '1';
// The same file runs in the project (npm start) and in the standalone build (.next/standalone/scripts/server.mjs).
process.chdir(join(dirname(fileURLToPath(import.meta.url)), '..'));
if (!existsSync('.next/required-server-files.json')) {
  console.error(`[start] no production build in ${join(process.cwd(), '.next')}: run \`npm run build\` first`);
  process.exit(1);
}
// The build's configuration (next.config.ts is not in a standalone build; Next's standalone server does the same).
process.env.__NEXT_PRIVATE_STANDALONE_CONFIG ??= JSON.stringify(JSON.parse(readFileSync('.next/required-server-files.json', 'utf8')).config);
// The revalidation webhook needs a secret; without one configured this process makes one up for the embedded CMS,
// which tells this server of its own changes (a hold books a lot) through that webhook.
process.env.REVALIDATE_SECRET ||= randomBytes(24).toString('hex');
process.env.CMS_REVALIDATE_URL ||= `http://${local}:${port}/api/revalidate`;

// Pages render in turns (render-queue.mjs); RENDER_SLOTS sets how many at once, 0 lets every request in at once.
const renderSlots = Number(process.env.RENDER_SLOTS || RENDER_TURNS.slots);
if (!Number.isInteger(renderSlots) || renderSlots < 0 || renderSlots > 64) {
  console.error(`[start] RENDER_SLOTS must be a whole number from 0 to 64 (pages rendered at once), not "${process.env.RENDER_SLOTS}"`);
  process.exit(1);
}
/** Connections accepted so far: a hand-over between pages takes one more round of the loop while they come. */
let connections = 0;
const renderTurns = renderSlots > 0 ? createRenderQueue({ ...RENDER_TURNS, slots: renderSlots, arrivals: () => connections }) : null;
// Pages Next answers from its cache (a few milliseconds each) take their turns before the pages to render.
const cachedPages = createCachedPages();
const warmPages = settingIsOn('WARM_PAGES', 'pages made after the start');

// Next resolves its proxy's rewrites against this name (Next 16.4, a custom server): any other makes them look external.
const app = next({ dev: false, hostname: 'localhost', port });
const handle = app.getRequestHandler();
await app.prepare();
const preparedAt = performance.now();

const siteUrl = (process.env.SITE_URL ?? '').trim();
if (!siteUrl) console.warn('[start] SITE_URL is not set: canonical addresses, link previews, sitemap.xml and the feed will name http://localhost:3000. Set SITE_URL to the public address (https://…).');
const https = siteUrl.startsWith('https:');
const canonicalHost = createCanonicalHost({
  siteUrl: siteUrl || `http://localhost:${port}`,
  trustedProxies: (process.env.TRUSTED_PROXIES ?? '').split(',').map((address) => address.trim().replace(/^::ffff:/, '')).filter(Boolean), // as the rate limits read them
});
const alwaysSent = Object.entries(securityHeaders({ https }));
/** When each response's request came in: a page's Server-Timing says how long its complete HTML took. */
const startedAt = new WeakMap();
const pageFacts = createPageFacts();
/** The CSP, status, location and stylesheet hints of a complete page (a script the site did not write is blocked, and logged). */
function finishPage(res, body) {
  // Server-Timing (a standard header; browsers' tools show it, npm run bench:http reads it): the page's render time here.
  const started = startedAt.get(res);
  if (started !== undefined) res.setHeader('Server-Timing', `render;dur=${(performance.now() - started).toFixed(1)}`);
  const { hashes, refused, location, status, retryAfter, stylesheets } = pageFacts(res, body);
  for (const opening of refused) console.error(`[csp] an inline script the site did not write is blocked: ${opening.replace(/\s+/g, ' ')}`);
  res.setHeader('Content-Security-Policy', contentSecurityPolicy({ hashes, https }));
  // The stylesheets asked for as the response's head arrives, ahead of what the HTML asks for (stylesheet-hints.mjs).
  const styles = stylesheetLinkHeader(stylesheets);
  const linked = res.getHeader('link');
  if (styles && !location) res.setHeader('Link', linked ? `${String(linked)}, ${styles}` : styles);
  if (res.statusCode !== 200) return;
  if (location) res.setHeader('Location', location);
  if (status === 429 && retryAfter) res.setHeader('Retry-After', String(retryAfter));
  if (location || status) res.statusCode = location ? 308 : status;
}

// Heads up to 32 kB are read, so that an address past its limit gets the site's 414 page, not Node's bare 431.
const server = createServer({ maxHeaderSize: REQUEST_HEAD_MAX_BYTES, ServerResponse: heldPageResponse(finishPage) }, (req, res) => {
  startedAt.set(res, performance.now());
  req.headers['x-peer-address'] = req.socket.remoteAddress ?? '';
  for (const [name, value] of alwaysSent) res.setHeader(name, value);
  const opener = openerPolicy(req.url ?? '/');
  if (opener) res.setHeader(...opener);
  const refused = refusedTarget(req.url);
  const home = refused ? null : canonicalHost.redirect(req);
  if (refused) {
    res.writeHead(refused, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'content-security-policy': contentSecurityPolicy({ https }) });
    res.end(req.method === 'HEAD' ? undefined : badRequestPage(refused));
  } else if (home) {
    res.writeHead(308, { location: home, 'cache-control': 'public, max-age=3600' }).end();
  } else {
    // The warm-up's requests all wait for visitors' turns, its sitemap too.
    const warm = req.headers[WARM_HEADER] === '1';
    if (!renderTurns || (!takesTurns(req.url) && !warm)) return void handle(req, res);
    res.once('finish', () => cachedPages.note(req, res));
    const kind = warm ? 'background' : cachedPages.has(req) ? 'cached' : 'render';
    renderTurns.enter(res, () => void handle(req, res), kind);
  }
});
// The code cache is written while no request is being answered (server/code-cache.mjs).
let answering = 0;
server.on('request', (req, res) => {
  answering += 1;
  res.once('close', () => {
    answering -= 1;
  });
});
codeCache?.whenIdle(() => answering === 0);
// A stop writes what this process compiled since the cache's last write, then ends as the signal would have ended it.
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    codeCache?.flush();
    process.kill(process.pid, signal);
  });
}
// The balancer lets its idle connections go before this does (scripts/server/keep-alive.mjs).
server.keepAliveTimeout = REPLICA_KEEP_ALIVE_MS;
server.on('connection', () => {
  connections += 1;
});
server.listen(port, values.hostname, () => {
  const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
  console.log(`▲ Ready on http://${values.hostname === '0.0.0.0' ? 'localhost' : values.hostname}:${port} in ${seconds(performance.now())} (modules ${seconds(modulesLoadedAt)}, Next's prepare with the instrumentation ${seconds(preparedAt - modulesLoadedAt)}; code cache: ${describeCodeCache(codeCache?.stats)})`);
  const changes = () => globalThis[Symbol.for(CACHE_NAMES.tagTimes)]?.changes ?? 0;
  if (warmPages) startWarming({ address: local, port, host: new URL(siteUrl || `http://localhost:${port}`).host, changes });
});
