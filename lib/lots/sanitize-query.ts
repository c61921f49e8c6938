import type { RealtySpecs } from '@/lib/api/schemas';
import { LIST_KEYS, RANGE_KEYS, type CatalogQuery } from './catalog-query';

/** Keeps only the filters this lot type offers and only options its spec knows; the rest is dropped. */
export function sanitizeAgainstSpecs(query: CatalogQuery, specs: RealtySpecs): CatalogQuery {
  const next: CatalogQuery = { ...query };
  for (const key of LIST_KEYS) {
    const item = specs.items.find((i) => i.name === key);
    const allowed = new Set((item?.choices ?? []).map((choice) => String(choice.value)));
    (next[key] as Array<string | number>) = (query[key] as Array<string | number>).filter((value) => allowed.has(String(value)));
  }
  for (const key of RANGE_KEYS) {
    if (!specs.items.some((i) => i.name === key && i.range)) {
      next[`${key}_min`] = null;
      next[`${key}_max`] = null;
    }
  }
  return next;
}
