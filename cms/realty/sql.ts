import { FEATURES } from '../seed/complex';
import type { FilterName, RealtyQuery } from './params';

export type Condition = { sql: string; params: Array<string | number> };
export type Conditions = Partial<Record<FilterName, Condition>>;

/** Filters on a lot's choice values: they are columns of its facet cell (table `lot_cells`). */
export const CELL_FILTERS = ['queue', 'building', 'section', 'rooms', 'renovation', 'status', 'discount', 'outlook'] as const;
export type CellFilter = (typeof CELL_FILTERS)[number];
export const CELL_COLUMN: Record<CellFilter, string> = {
  queue: 'queue_id',
  building: 'building_id',
  section: 'section_id',
  rooms: 'rooms',
  renovation: 'renovation',
  status: 'status',
  discount: 'discount',
  outlook: 'outlook',
};

/** Filters on values of the lot itself: the feature set and the ranges. */
export const RANGE_FILTERS = ['price', 'area', 'floor'] as const;
export type RangeFilter = (typeof RANGE_FILTERS)[number];
const LOT_FILTERS = ['features', ...RANGE_FILTERS] as const;

export function featureBits(features: readonly string[]): number {
  return features.reduce((mask, feature) => {
    const bit = FEATURES.findIndex((f) => f.value === feature);
    return bit < 0 ? mask : mask | (1 << bit);
  }, 0);
}

/**
 * One SQL condition per active filter, so that facets can leave out their own dimension. The
 * conditions of the choice filters name columns that `lots` and `lot_cells` both have.
 */
export function buildConditions(query: RealtyQuery): Conditions {
  const conditions: Conditions = {};
  for (const name of CELL_FILTERS) {
    const values = query[name] as ReadonlyArray<string | number>;
    if (values.length) {
      conditions[name] = { sql: `${CELL_COLUMN[name]} IN (${values.map(() => '?').join(',')})`, params: [...values] };
    }
  }
  if (query.features.length) {
    const mask = featureBits(query.features);
    conditions.features = { sql: '(features & ?) = ?', params: [mask, mask] };
  }
  for (const name of RANGE_FILTERS) {
    const { min, max } = query[name];
    const parts: string[] = [];
    const params: number[] = [];
    if (min !== null) {
      parts.push(`${name} >= ?`);
      params.push(min);
    }
    if (max !== null) {
      parts.push(`${name} <= ?`);
      params.push(max);
    }
    if (parts.length) conditions[name] = { sql: parts.join(' AND '), params };
  }
  return conditions;
}

export function joinConditions(conditions: readonly Condition[]): Condition {
  return { sql: conditions.map((c) => c.sql).join(' AND '), params: conditions.flatMap((c) => c.params) };
}

/**
 * WHERE clause over `lots` of a type with every condition except those named in `except`. The
 * choice filters select the lot's cell (so the covering indexes, which carry `cell`, answer them);
 * the others test the lot's own columns.
 */
export function whereClause(type: string, conditions: Conditions, except: readonly FilterName[] = []): Condition {
  const parts: Condition[] = [{ sql: 'type = ?', params: [type] }];
  const cellParts = CELL_FILTERS.filter((name) => !except.includes(name)).flatMap((name) => conditions[name] ?? []);
  if (cellParts.length) {
    const cells = joinConditions(cellParts);
    parts.push({ sql: `cell IN (SELECT id FROM lot_cells WHERE ${cells.sql})`, params: cells.params });
  }
  for (const name of LOT_FILTERS) {
    const condition = conditions[name];
    if (condition && !except.includes(name)) parts.push(condition);
  }
  return joinConditions(parts);
}

/** Sort orders: the column (whose covering index `lots_by_<column>` the list walks) and the SQL. */
export const ORDER: Record<RealtyQuery['ordering'], { column: 'price' | 'area' | 'floor' | 'price_per_m2' | 'recommended'; sql: string }> = {
  recommended: { column: 'recommended', sql: 'recommended ASC, id ASC' },
  price: { column: 'price', sql: 'price ASC, id ASC' },
  '-price': { column: 'price', sql: 'price DESC, id ASC' },
  area: { column: 'area', sql: 'area ASC, id ASC' },
  '-area': { column: 'area', sql: 'area DESC, id ASC' },
  floor: { column: 'floor', sql: 'floor ASC, id ASC' },
  '-floor': { column: 'floor', sql: 'floor DESC, id ASC' },
  price_per_m2: { column: 'price_per_m2', sql: 'price_per_m2 ASC, id ASC' },
  '-price_per_m2': { column: 'price_per_m2', sql: 'price_per_m2 DESC, id ASC' },
};
