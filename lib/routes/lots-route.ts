import { isLotsSlug, isLotsType, paths, type LotsSlug, type LotsType } from '@/lib/config/paths';
import { viewFromSegment } from './list-view';

/**
 * What a path under /lots means (DESIGN.md, "Routes"):
 * - /lots/{id}                 → a lot, by numeric id or vendor code;
 * - /lots/{lotsType}           → a list of that type (by parameters);
 * - /lots/{slug}/{lotsType}    → a list, slug `genplan` or `params`;
 * - /lots/{slug}/{lotsType}/{view} → that list in a view the proxy put in the path (list-view.ts).
 * Anything else is null: the page answers 404 (failed route validation).
 */
export type LotsRoute =
  | { kind: 'lot'; idOrCode: string }
  | { kind: 'list'; slug: LotsSlug; lotsType: LotsType; view: URLSearchParams | null };

const LOT_ID_OR_CODE = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

/** A lot's numeric id or vendor code, as lot URLs and the print view take it. */
export const isLotIdOrCode = (value: string) => LOT_ID_OR_CODE.test(value);

export function parseLotsRoute(segments: readonly string[]): LotsRoute | null {
  const [first, second, third, ...rest] = segments.map((s) => safeDecode(s));
  if (first === undefined || rest.length > 0) return null;
  if (second === undefined) {
    if (isLotsType(first)) return { kind: 'list', slug: 'params', lotsType: first, view: null };
    return isLotIdOrCode(first) ? { kind: 'lot', idOrCode: first } : null;
  }
  if (!isLotsSlug(first) || !isLotsType(second)) return null;
  if (third === undefined) return { kind: 'list', slug: first, lotsType: second, view: null };
  const view = viewFromSegment(third);
  return view ? { kind: 'list', slug: first, lotsType: second, view } : null;
}

/**
 * `/lots/{lotsType}` is the catalogue's short alias: its one address is `/lots/params/{lotsType}/`, where
 * the proxy sends it permanently (the query kept). Null for every other path.
 */
export function lotsAliasTarget(pathname: string): string | null {
  const segments = pathname.split('/').filter(Boolean);
  if (segments[0] !== 'lots' || segments.length !== 2) return null;
  const route = parseLotsRoute(segments.slice(1));
  return route?.kind === 'list' ? paths.lots(route.slug, route.lotsType) : null;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return '\u0000';
  }
}
