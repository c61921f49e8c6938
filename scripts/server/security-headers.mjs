// Headers every response of the site carries (the Content-Security-Policy of pages is in csp.mjs), and the opener
// policy of the pages behind a session.
/**
 * @param {{ https: boolean }} options https: the site's public address (SITE_URL) is https, so browsers
 *   are told to use nothing else for two years (HSTS is ignored over plain http anyway).
 */
export function securityHeaders({ https }) {
  const headers = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    'X-Frame-Options': 'DENY',
  };
  if (https) headers['Strict-Transport-Security'] = 'max-age=63072000; includeSubDomains';
  return headers;
}

/**
 * The pages behind a session: the manager's cabinet (its session cookie, the selections it makes) and the buyer's
 * holds («Мои брони», the buyer's session). A window of another site that opened one of them keeps no handle to it
 * (Cross-Origin-Opener-Policy: same-origin). Only these: the header makes Chrome put the page in a browsing context
 * group, so a renderer process, of its own, which a first visit pays (+90 to +150 ms of the main thread's CPU on every
 * key page, measured in npm run bench:mainthread), and Chrome on Android isolates a site that sends it in processes of
 * its own from then on; a public page has no session to protect, and no site may frame any page (X-Frame-Options, the
 * CSP's frame-ancestors). docs/decisions/0003-csp-hashes.md.
 */
export const SESSION_PAGES = ['/manager', '/booking'];

/** The opener policy for a request's address (`[name, value]`), or null for a page without a session. */
export function openerPolicy(url) {
  const path = url.split(/[?#]/, 1)[0];
  return SESSION_PAGES.some((page) => path === page || path.startsWith(`${page}/`)) ? ['Cross-Origin-Opener-Policy', 'same-origin'] : null;
}
