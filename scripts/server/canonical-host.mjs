// One host per site: a page asked for at another host than SITE_URL's (a `www.` alias, `127.0.0.1` for
// `localhost`) answers one permanent redirect to SITE_URL's, so a visitor is never on a page whose forms
// cannot send (the write checks compare the page's origin with SITE_URL and stay as strict). Only pages:
// the API, Next's files and the health check answer at any host (a balancer checks a replica by address).
const NOT_PAGES = /^\/(?:api|_next)\/|^\/healthz(?:$|\?)/;

/** `host[:port]` lower case, the protocol's default port left out. */
const normalHost = (host, https) => host.trim().toLowerCase().replace(https ? /:443$/ : /:80$/, '');

/**
 * @param {{ siteUrl: string, trustedProxies: string[] }} options the public address, and the proxies whose
 *   X-Forwarded-Host names the host the browser used
 */
export function createCanonicalHost({ siteUrl, trustedProxies }) {
  const site = new URL(siteUrl);
  const https = site.protocol === 'https:';
  const own = normalHost(site.host, https);
  return {
    /**
     * The address to redirect this request to, or null to serve it.
     * @param {import('node:http').IncomingMessage} req
     */
    redirect(req) {
      if ((req.method !== 'GET' && req.method !== 'HEAD') || NOT_PAGES.test(req.url ?? '/')) return null;
      const peer = (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
      const forwarded = String(req.headers['x-forwarded-host'] ?? '').split(',')[0]?.trim();
      const used = (trustedProxies.includes(peer) && forwarded) || req.headers.host;
      if (!used || normalHost(used, https) === own) return null;
      return `${site.origin}${req.url ?? '/'}`;
    },
  };
}
