import type { RealtyListQuery } from '@/lib/api/endpoints';
import { pageFromSearch, type SearchParams } from '@/lib/routes/search-params';
import { ON_SALE_STATUSES } from './status';

/**
 * The catalogue's whole state lives in the URL query (a pasted link opens exactly that list).
 * Parsing is lenient: an unknown or malformed value is dropped and the rest applied, never an error.
 */
export const ORDERINGS = ['recommended', 'price', '-price', 'area', '-area', 'floor', '-floor', 'price_per_m2', '-price_per_m2'] as const;
export type Ordering = (typeof ORDERINGS)[number];
export type CatalogView = 'cards' | 'table';

export type CatalogQuery = {
  rooms: number[];
  queue: number[];
  building: number[];
  section: number[];
  renovation: string[];
  status: string[];
  features: string[];
  /** [1]: only lots sold below their former price. */
  discount: number[];
  /** What the windows mainly see: park, city, courtyard (any of them). */
  outlook: string[];
  price_min: number | null;
  price_max: number | null;
  area_min: number | null;
  area_max: number | null;
  floor_min: number | null;
  floor_max: number | null;
  ordering: Ordering;
  view: CatalogView;
  page: number;
};

/** The list filters (any of the chosen options) and the range filters (min and max). */
export const LIST_KEYS = ['rooms', 'queue', 'building', 'section', 'renovation', 'status', 'features', 'discount', 'outlook'] as const;
export const RANGE_KEYS = ['price', 'area', 'floor'] as const;
export const BOUND_KEYS = ['price_min', 'price_max', 'area_min', 'area_max', 'floor_min', 'floor_max'] as const;
export type ListKey = (typeof LIST_KEYS)[number];
export type RangeKey = (typeof RANGE_KEYS)[number];

export const PAGE_SIZE = 12;
/** A curated order, not the cheapest first (docs/api.md `ordering`, cms/seed/recommended.ts). */
export const DEFAULT_ORDERING: Ordering = 'recommended';

export const EMPTY_QUERY: CatalogQuery = {
  rooms: [],
  queue: [],
  building: [],
  section: [],
  renovation: [],
  status: [],
  features: [],
  discount: [],
  outlook: [],
  price_min: null,
  price_max: null,
  area_min: null,
  area_max: null,
  floor_min: null,
  floor_max: null,
  ordering: DEFAULT_ORDERING,
  view: 'cards',
  page: 1,
};

/** A query: as Next gives it to a page, or as a URL has it. */
export type RawQuery = SearchParams | URLSearchParams;

function read(raw: RawQuery, key: string): string[] {
  if (raw instanceof URLSearchParams) return raw.getAll(key);
  const value = raw[key];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

const SLUG = /^[a-z_]{1,32}$/;

function ints(raw: RawQuery, key: string, min: number, max: number): number[] {
  const values = read(raw, key)
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter((v) => /^-?\d{1,9}$/.test(v))
    .map(Number)
    .filter((n) => n >= min && n <= max);
  return [...new Set(values)].sort((a, b) => a - b);
}

function slugs(raw: RawQuery, key: string): string[] {
  const values = read(raw, key)
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter((v) => SLUG.test(v));
  return [...new Set(values)].sort();
}

function num(raw: RawQuery, key: string): number | null {
  const value = read(raw, key)[0]?.trim().replace(',', '.').replace(/\s/g, '');
  if (!value || !/^-?\d+(\.\d+)?$/.test(value)) return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) && Math.abs(parsed) < 1e12 ? parsed : null;
}

function range(raw: RawQuery, key: RangeKey): [number | null, number | null] {
  const min = num(raw, `${key}_min`);
  const max = num(raw, `${key}_max`);
  // An upside-down range is read the right way round.
  return min !== null && max !== null && min > max ? [max, min] : [min, max];
}

const sameSet = (a: ReadonlyArray<string | number>, b: ReadonlyArray<string | number>) => a.length === b.length && a.every((v) => b.includes(v));

/** The on-sale set spelled out in a URL is the default: one URL per list. */
function withoutDefaultStatuses(statuses: string[]): string[] {
  return sameSet(statuses, ON_SALE_STATUSES) ? [] : statuses;
}

export function parseCatalogQuery(raw: RawQuery): CatalogQuery {
  const ordering = read(raw, 'ordering')[0];
  const view = read(raw, 'view')[0];
  const page = read(raw, 'page')[0];
  const [price_min, price_max] = range(raw, 'price');
  const [area_min, area_max] = range(raw, 'area');
  const [floor_min, floor_max] = range(raw, 'floor');
  return {
    rooms: ints(raw, 'rooms', 0, 20),
    queue: ints(raw, 'queue', 1, 1e9),
    building: ints(raw, 'building', 1, 1e9),
    section: ints(raw, 'section', 1, 1e9),
    renovation: slugs(raw, 'renovation'),
    status: withoutDefaultStatuses(slugs(raw, 'status')),
    features: slugs(raw, 'features'),
    discount: ints(raw, 'discount', 1, 1),
    outlook: slugs(raw, 'outlook'),
    price_min,
    price_max,
    area_min,
    area_max,
    floor_min,
    floor_max,
    ordering: (ORDERINGS as readonly string[]).includes(ordering ?? '') ? (ordering as Ordering) : DEFAULT_ORDERING,
    view: view === 'table' ? 'table' : 'cards',
    page: pageFromSearch(page),
  };
}

/** The URL query of a catalogue state: defaults left out, lists comma-separated, stable order. */
export function catalogSearch(query: CatalogQuery): string {
  const params = new URLSearchParams();
  for (const key of LIST_KEYS) {
    const values = query[key] as ReadonlyArray<string | number>;
    if (values.length) params.set(key, values.join(','));
  }
  for (const key of BOUND_KEYS) {
    const value = query[key];
    if (value !== null) params.set(key, String(value));
  }
  if (query.ordering !== DEFAULT_ORDERING) params.set('ordering', query.ordering);
  if (query.view !== 'cards') params.set('view', query.view);
  if (query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The statuses a state lists: the chosen ones, or the lots on sale (free and booked) when none are
 * chosen, so sold flats never pass for buyable ones unless the visitor asks for them.
 */
export function effectiveStatuses(query: Pick<CatalogQuery, 'status'>): readonly string[] {
  return query.status.length ? query.status : ON_SALE_STATUSES;
}

/** The API query for a catalogue state. */
export function toApiQuery(query: CatalogQuery, pageSize = PAGE_SIZE): RealtyListQuery {
  const api: RealtyListQuery = { ordering: query.ordering, page: query.page, page_size: pageSize };
  for (const key of LIST_KEYS) {
    if (query[key].length) (api as Record<string, unknown>)[key] = query[key];
  }
  api.status = [...effectiveStatuses(query)];
  for (const key of BOUND_KEYS) {
    if (query[key] !== null) api[key] = query[key] ?? undefined;
  }
  return api;
}

export function hasFilters(query: CatalogQuery): boolean {
  return catalogSearch({ ...query, ordering: DEFAULT_ORDERING, view: 'cards', page: 1 }) !== '';
}

/** The options of a list filter that are on: for statuses, the on-sale default when none are chosen. */
export function selectedOptions(query: CatalogQuery, key: ListKey): ReadonlyArray<string | number> {
  return key === 'status' ? effectiveStatuses(query) : (query[key] as ReadonlyArray<string | number>);
}

/**
 * Toggles one option of a list filter; any filter change goes back to page 1. Statuses toggle from
 * what is shown (free and booked by default); the default set, or none at all, is kept as no status
 * in the URL.
 */
export function toggleOption(query: CatalogQuery, key: ListKey, value: string | number): CatalogQuery {
  const list = selectedOptions(query, key);
  let next = [...(list.includes(value) ? list.filter((v) => v !== value) : [...list, value])].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  if (key === 'status' && sameSet(next, ON_SALE_STATUSES)) next = [];
  return { ...query, [key]: next, page: 1 };
}

export function setRange(query: CatalogQuery, key: RangeKey, min: number | null, max: number | null): CatalogQuery {
  const [lo, hi] = min !== null && max !== null && min > max ? [max, min] : [min, max];
  return { ...query, [`${key}_min`]: lo, [`${key}_max`]: hi, page: 1 };
}

/** How many filters are set (each list and each range counts once). */
export function activeFilterCount(query: CatalogQuery): number {
  const lists = LIST_KEYS.filter((key) => query[key].length > 0).length;
  const ranges = RANGE_KEYS.filter((key) => query[`${key}_min`] !== null || query[`${key}_max`] !== null).length;
  return lists + ranges;
}
