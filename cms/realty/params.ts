import { MAX_PAGE, commaList, positiveIntParam } from '../http/responses';
import { FEATURES, LOT_TYPES, RENOVATIONS, STATUSES, type LotType } from '../seed/complex';
import { OUTLOOKS } from '../plans/window-views';

/** Filters of the realty list (docs/api.md, "Realty"). */
export type RealtyQuery = {
  type: LotType;
  queue: number[];
  building: number[];
  section: number[];
  rooms: number[];
  renovation: string[];
  status: string[];
  features: string[];
  /** [1]: only lots sold below their former price. */
  discount: number[];
  /** What the windows mainly see (park, city, courtyard), any of them. */
  outlook: string[];
  price: Range;
  area: Range;
  floor: Range;
  ordering: Ordering;
  page: number;
  pageSize: number;
};
export type Range = { min: number | null; max: number | null };

export const ORDERINGS = ['recommended', 'price', '-price', 'area', '-area', 'floor', '-floor', 'price_per_m2', '-price_per_m2'] as const;
export type Ordering = (typeof ORDERINGS)[number];

export const DEFAULT_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 100;

/**
 * The filters each lot type offers, in the order the catalogue shows them (the realty specs are built from this):
 * a flat's buyer chooses by rooms, price and area, then by what the project sells — the view, a discount, the queue —
 * before the floor and the finer choices (issue 60: the view was below the fold of the filters).
 */
export const FILTERS_BY_TYPE: Record<LotType, ReadonlyArray<FilterName>> = {
  apartments: ['rooms', 'price', 'area', 'outlook', 'discount', 'queue', 'floor', 'building', 'section', 'renovation', 'status', 'features'],
  commercial: ['price', 'area', 'discount', 'queue', 'building', 'renovation', 'status'],
  parking: ['price', 'area', 'floor', 'discount', 'queue', 'building', 'status'],
  storerooms: ['price', 'area', 'discount', 'queue', 'building', 'status'],
};
export type FilterName = 'rooms' | 'price' | 'area' | 'floor' | 'queue' | 'building' | 'section' | 'renovation' | 'status' | 'features' | 'discount' | 'outlook';

export type ParseResult = { ok: true; query: RealtyQuery } | { ok: false; errors: Record<string, string> };

export function isLotType(value: string): value is LotType {
  return LOT_TYPES.some((t) => t.value === value);
}

/** Parses and checks the query string; every bad value is reported by parameter name. */
export function parseRealtyQuery(type: LotType, params: URLSearchParams): ParseResult {
  const errors: Record<string, string> = {};
  const list = (name: string): string[] => commaList(...params.getAll(name));

  const ints = (name: string, min: number, max: number): number[] => {
    const values = list(name);
    const parsed = values.map(Number);
    if (parsed.some((n, i) => !/^-?\d+$/.test(values[i] ?? '') || n < min || n > max)) {
      errors[name] = `Параметр ${name}: ожидаются целые числа от ${min} до ${max} через запятую`;
      return [];
    }
    return [...new Set(parsed)];
  };

  const slugs = (name: string, allowed: readonly string[]): string[] => {
    const values = list(name);
    const unknown = values.filter((value) => !allowed.includes(value));
    if (unknown.length) {
      errors[name] = `Параметр ${name}: неизвестные значения ${unknown.join(', ')}; допустимы ${allowed.join(', ')}`;
      return [];
    }
    return [...new Set(values)];
  };

  const number = (name: string): number | null => {
    const raw = params.get(name);
    if (raw === null || raw.trim() === '') return null;
    const value = Number(raw.replace(',', '.'));
    if (!Number.isFinite(value)) {
      errors[name] = `Параметр ${name}: ожидается число`;
      return null;
    }
    return value;
  };

  const range = (name: string): Range => {
    const min = number(`${name}_min`);
    const max = number(`${name}_max`);
    if (min !== null && max !== null && min > max) {
      errors[`${name}_min`] = `Параметры ${name}_min и ${name}_max: минимум больше максимума`;
    }
    return { min, max };
  };

  const positiveInt = (name: string, fallback: number, max: number): number => positiveIntParam(params.get(name), name, fallback, max, errors);

  const orderingRaw = params.get('ordering');
  let ordering: Ordering = 'price';
  if (orderingRaw) {
    if ((ORDERINGS as readonly string[]).includes(orderingRaw)) ordering = orderingRaw as Ordering;
    else errors.ordering = `Параметр ordering: допустимы ${ORDERINGS.join(', ')}`;
  }

  const query: RealtyQuery = {
    type,
    queue: ints('queue', 1, 1_000_000),
    building: ints('building', 1, 1_000_000),
    section: ints('section', 1, 1_000_000),
    rooms: ints('rooms', 0, 20),
    renovation: slugs('renovation', RENOVATIONS.map((r) => r.value)),
    status: slugs('status', STATUSES.map((s) => s.value)),
    features: slugs('features', FEATURES.map((f) => f.value)),
    discount: ints('discount', 1, 1),
    outlook: slugs('outlook', OUTLOOKS.map((o) => o.value)),
    price: range('price'),
    area: range('area'),
    floor: range('floor'),
    ordering,
    page: positiveInt('page', 1, MAX_PAGE),
    pageSize: positiveInt('page_size', DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
  };
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, query };
}
