// Hostile addresses for the fuzz run (npm run fuzz, e2e/fuzz.spec.ts): the site's routes and API paths with
// broken, odd or hostile segments and queries. Deterministic: the same seed gives the same list.
import { seededRandom } from '../bench/support.mjs';

const BASES = [
  '/', '/contacts', '/favorites', '/favorites?type=apartments', '/favorites/compare', '/furnish', '/infrastructure',
  '/mortgage', '/news', '/news/1', '/news/page/2', '/privacy', '/progress', '/progress?type=gallery', '/retail',
  '/team', '/tour', '/lots/params/apartments/', '/lots/genplan/apartments/', '/lots/params/commercial/',
  '/lots/apartments', '/lots/1', '/lots/VR-1-1-002', '/print', '/print?id=1', '/api/realty_list/apartments/',
  '/api/realty_item/1/', '/api/realty_specs/apartments/', '/api/news/', '/api/news/1/', '/api/wishlist/?ids=1,2',
  '/api/media/facades/hero.svg', '/api/media/floors/2.svg', '/api/form/token/', '/api/revalidate',
  '/tracking/analytics.js', '/_next/static/chunks/none.js', '/favicon.ico', '/icon.svg', '/missing-picture.svg',
];

const SEGMENTS = [
  '%zz', '%', '%E0%A4', '%00', '%2e%2e', '..', '.', '%2f', '%5c', '%c0%af', '%ff%fe', '%D0%BA%D0%B2', 'квартира',
  'a'.repeat(3000), '-1', '0', '99999999999999999999', 'NaN', '1e309', 'null', 'undefined', '__proto__',
  'constructor', '%3Cscript%3Ealert(1)%3C%2Fscript%3E', "'", '"', '%22%3E%3Csvg%20onload%3Dalert(1)%3E', '~', ';',
  '%0d%0aSet-Cookie:%20a=1', '%u0041', '+', '%20', 'index.php', '.env', 'wp-admin', '%252e%252e', '\u0000', '😀',
];

const KEYS = ['page', 'rooms', 'queue', 'price_min', 'price_max', 'area_min', 'area_max', 'floor_min', 'ordering', 'status', 'building', 'section', 'features', 'renovation', 'ids', 'type', 'id', 'view', 'category', 'year', 'page_size', 'highlight', 'utm_source', '__proto__[x]', 'constructor', '%zz', ''];
const VALUES = ['%zz', '%', '-1', '0', '1e9', '1e309', 'abc', '1,2,3', '', '[]', '{}', '%00', 'x'.repeat(5000), '999999', '1.5', 'true', 'NaN', '-price', '1,,,,2', ',', '%E0%A4', 'квартира', '<script>', '99'];

/** What an HTTP request line may carry: characters outside it are percent-encoded, a stray % is kept as it is. */
function requestTarget(text) {
  return text.replace(/[^\x21-\x7e]/gu, (char) => encodeURIComponent(char).replace(/%25/g, '%'));
}

export function fuzzUrls({ count = 10_000, seed = 12 } = {}) {
  const next = seededRandom(seed);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const urls = [];
  for (let i = 0; i < count; i += 1) {
    const [path, query = ''] = pick(BASES).split('?');
    const segments = path.split('/');
    const params = query ? query.split('&') : [];
    const mutations = 1 + Math.floor(next() * 3);
    for (let m = 0; m < mutations; m += 1) {
      const kind = next();
      if (kind < 0.3 && segments.length > 1) segments[1 + Math.floor(next() * (segments.length - 1))] = pick(SEGMENTS);
      else if (kind < 0.5) segments.splice(segments.length - (segments.at(-1) === '' ? 1 : 0), 0, pick(SEGMENTS));
      else if (kind < 0.85) params.push(`${pick(KEYS)}=${pick(VALUES)}`);
      else if (kind < 0.92) segments.splice(1, 0, '');
      else params.push(pick(VALUES));
    }
    const target = segments.join('/') + (params.length ? `?${params.join('&')}` : '');
    urls.push(requestTarget(target.startsWith('/') ? target : `/${target}`));
  }
  return urls;
}
