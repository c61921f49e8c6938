// The Content-Security-Policy of the site's pages (the front server adds the hashes of each page's own inline
// scripts: scripts/server/csp.mjs). Plain JavaScript: the front server runs without a build step.
import HOSTS from './third-party-hosts.json' with { type: 'json' };

/** The outside origins of the integrations this environment configures, by directive. */
export function thirdPartyOrigins(env) {
  const origins = { script: new Set(), connect: new Set(), frame: new Set() };
  for (const [name, hosts] of Object.entries(HOSTS)) {
    if (name.startsWith('$') || !env[name]?.trim()) continue;
    for (const directive of Object.keys(origins)) for (const host of hosts[directive] ?? []) origins[directive].add(host);
  }
  return Object.fromEntries(Object.entries(origins).map(([directive, set]) => [directive, [...set]]));
}

/**
 * The policy for one HTML page. Scripts: the site itself, the hashed inline scripts of this page and the
 * configured vendors, nothing else (no 'unsafe-inline', no 'unsafe-eval'). Styles keep 'unsafe-inline'
 * (style attributes; a style cannot run code). Pictures may come from any https host (the CMS's media,
 * camera snapshots).
 */
export function contentSecurityPolicy({ hashes = [], env = process.env, https = false } = {}) {
  const origins = thirdPartyOrigins(env);
  // A provider's virtual tour (lib/config/env-schema.ts TOUR_FRAME_ORIGINS) is framed on the tour page.
  const tourOrigins = (env.TOUR_FRAME_ORIGINS ?? '').split(/[\s,]+/).filter((origin) => /^https:\/\/[a-z0-9.-]+(?::\d+)?$/i.test(origin));
  const frames = [...new Set([...origins.frame, ...tourOrigins])];
  const directives = [
    ["default-src", "'self'"],
    ['script-src', "'self'", ...hashes, ...origins.script],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', 'https:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...origins.connect],
    ['media-src', "'self'", 'https:'],
    ['frame-src', ...(frames.length ? frames : ["'none'"])],
    ['worker-src', "'self'", 'blob:'],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
    // What it blocks is reported to the site (app/api/csp-report): an injected script shows up in the log.
    ['report-uri', '/api/csp-report'],
  ];
  if (https) directives.push(['upgrade-insecure-requests']);
  return directives.map((parts) => parts.join(' ')).join('; ');
}
