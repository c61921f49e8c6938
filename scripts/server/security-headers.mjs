// Headers every response of the site carries (the Content-Security-Policy of pages is in csp.mjs).
/**
 * @param {{ https: boolean }} options https: the site's public address (SITE_URL) is https, so browsers
 *   are told to use nothing else for two years (HSTS is ignored over plain http anyway).
 */
export function securityHeaders({ https }) {
  const headers = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
  };
  if (https) headers['Strict-Transport-Security'] = 'max-age=63072000; includeSubDomains';
  return headers;
}
