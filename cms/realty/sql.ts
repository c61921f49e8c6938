import { FEATURES } from '../seed/complex';
import type { FilterName, RealtyQuery } from './params';

type Condition = { sql: string; params: Array<string | number> };
export type Conditions = Partial<Record<FilterName, Condition>>;

const COLUMN: Record<'queue' | 'building' | 'section' | 'rooms' | 'renovation' | 'status', string> = {
  queue: 'queue_id',
  building: 'building_id',
  section: 'section_id',
  rooms: 'rooms',
  renovation: 'renovation',
  status: 'status',
};

export function featureBits(features: readonly string[]): number {
  return features.reduce((mask, feature) => {
    const bit = FEATURES.findIndex((f) => f.value === feature);
    return bit < 0 ? mask : mask | (1 << bit);
  }, 0);
}

/** One SQL condition per active filter, so that facets can leave out their own dimension. */
export function buildConditions(query: RealtyQuery): Conditions {
  const conditions: Conditions = {};
  for (const name of ['queue', 'building', 'section', 'rooms', 'renovation', 'status'] as const) {
    const values = query[name] as ReadonlyArray<string | number>;
    if (values.length) {
      conditions[name] = { sql: `${COLUMN[name]} IN (${values.map(() => '?').join(',')})`, params: [...values] };
    }
  }
  if (query.features.length) {
    const mask = featureBits(query.features);
    conditions.features = { sql: '(features & ?) = ?', params: [mask, mask] };
  }
  for (const name of ['price', 'area', 'floor'] as const) {
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

/** WHERE clause for a lot type with every condition except those named in `except`. */
export function whereClause(type: string, conditions: Conditions, except: readonly FilterName[] = []): Condition {
  const parts = ['type = ?'];
  const params: Array<string | number> = [type];
  for (const [name, condition] of Object.entries(conditions) as Array<[FilterName, Condition]>) {
    if (except.includes(name)) continue;
    parts.push(condition.sql);
    params.push(...condition.params);
  }
  return { sql: parts.join(' AND '), params };
}

export const ORDER_SQL: Record<RealtyQuery['ordering'], string> = {
  price: 'price ASC, id ASC',
  '-price': 'price DESC, id ASC',
  area: 'area ASC, id ASC',
  '-area': 'area DESC, id ASC',
  floor: 'floor ASC, id ASC',
  '-floor': 'floor DESC, id ASC',
  price_per_m2: 'price_per_m2 ASC, id ASC',
  '-price_per_m2': 'price_per_m2 DESC, id ASC',
};
