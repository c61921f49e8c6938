/**
 * The content-API paths the browser may read through the same-origin proxy (app/api/[...path]): the
 * public GET endpoints of docs/api.md and the CMS's media, nothing else. Forms go to the site's own
 * handlers (app/api/form/*), never through the proxy.
 */
const LISTS = [
  'main_page_content', 'project_documentation', 'team', 'benefits', 'project_composition', 'contacts', 'location',
  'commercial_page', 'offices_page', 'project_description', 'construction_progress', 'wishlist', 'compare', 'news',
  'news_specs', 'map_categories', 'map_points', 'privacy_policy', 'environment', 'queues', 'mortgage_list',
  'mortgage_list/facets', 'mortgage_list/specs', 'faq', 'furnish', 'docs', 'header_info', 'tour',
];
const ITEMS = ['contacts', 'general_plans', 'other_plans', 'floor_plans', 'realty_item', 'flats_similar', 'construction_progress', 'news', 'furnish'];
const BY_TYPE = ['realty_list', 'realty_specs'];

const ALLOWED: RegExp[] = [
  new RegExp(`^/api/(?:${LISTS.join('|')})/$`),
  new RegExp(`^/api/(?:${ITEMS.join('|')})/[A-Za-z0-9_-]{1,80}/$`),
  new RegExp(`^/api/(?:${BY_TYPE.join('|')})/[a-z_]{1,40}/$`),
];
const MEDIA = /^\/api\/media\/(?:[A-Za-z0-9_-][A-Za-z0-9._-]{0,120}\/){0,4}[A-Za-z0-9_-][A-Za-z0-9._-]{0,120}$/;

/** `media`: a CMS file (a picture, a document), not a JSON answer. */
export type ProxyPath = { ok: true; path: string; media: boolean } | { ok: false; status: 400 | 404 };

/**
 * Decodes the request path once, strictly: a malformed escape, an encoded slash, backslash, NUL or
 * percent sign (double encoding), or a dot segment is refused with 400. The decoded path must be on the
 * list (404 otherwise); the proxy forwards that decoded path, so the CMS never sees a second encoding.
 */
export function allowedProxyPath(pathname: string): ProxyPath {
  const segments = pathname.split('/');
  const decoded: string[] = [];
  for (const segment of segments) {
    let value: string;
    try {
      value = decodeURIComponent(segment);
    } catch {
      return { ok: false, status: 400 };
    }
    if (/[/\\%\u0000]/.test(value) || value === '.' || value === '..') return { ok: false, status: 400 };
    decoded.push(value);
  }
  const path = decoded.join('/');
  if (MEDIA.test(path)) return { ok: true, path, media: true };
  return ALLOWED.some((pattern) => pattern.test(path)) ? { ok: true, path, media: false } : { ok: false, status: 404 };
}
