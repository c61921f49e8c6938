import type Database from 'better-sqlite3';
import { FEATURES, RENOVATIONS, STATUSES, type LotType } from '../seed/complex';
import type { FilterName, RealtyQuery } from './params';
import { ORDER_SQL, buildConditions, whereClause } from './sql';

type LotRow = {
  id: number;
  vendor_code: string;
  type: LotType;
  queue_id: number;
  queue_name: string;
  building_id: number;
  building_number: number;
  building_name: string;
  building_floors: number;
  completion: string;
  section_id: number;
  section_number: number;
  floor_id: number | null;
  floor: number;
  number: string;
  rooms: number | null;
  area: number;
  price: number;
  old_price: number | null;
  price_per_m2: number;
  month_payment: number | null;
  renovation: string;
  status: string;
  ceiling_height: number;
  features: number;
  layout_id: number | null;
  plan_x: number | null;
  plan_y: number | null;
  plan_w: number | null;
  plan_h: number | null;
};

const SELECT_LOT = `SELECT l.*, q.name AS queue_name, b.number AS building_number, b.name AS building_name,
  b.floors AS building_floors, b.completion AS completion, s.number AS section_number
  FROM lots l JOIN buildings b ON b.id = l.building_id JOIN queues q ON q.id = l.queue_id JOIN sections s ON s.id = l.section_id`;

const labelOf = (list: ReadonlyArray<{ value: string; label: string }>, value: string) =>
  ({ value, label: list.find((item) => item.value === value)?.label ?? value });

/** The lot card of the contract (docs/api.md, "Lot card"). */
export function lotCard(row: LotRow) {
  return {
    id: row.id,
    vendor_code: row.vendor_code,
    type: row.type,
    queue: { id: row.queue_id, name: row.queue_name },
    building: { id: row.building_id, number: row.building_number, name: row.building_name },
    section: { id: row.section_id, number: row.section_number },
    floor: row.floor,
    floors_total: row.building_floors,
    number: row.number,
    rooms: row.rooms,
    area: row.area,
    price: row.price,
    old_price: row.old_price,
    price_per_m2: row.price_per_m2,
    month_payment: row.month_payment,
    renovation: labelOf(RENOVATIONS, row.renovation),
    status: labelOf(STATUSES, row.status),
    features: FEATURES.filter((_, bit) => (row.features & (1 << bit)) !== 0).map((f) => ({ value: f.value, label: f.label })),
    ceiling_height: row.ceiling_height,
    completion: row.completion,
    images: {
      flat_layout: row.layout_id ? `/api/media/layouts/${row.layout_id}.svg` : null,
      floor_plan: row.floor_id ? `/api/media/floors/${row.floor_id}.svg?highlight=${row.id}` : null,
    },
  };
}
export type LotCard = ReturnType<typeof lotCard>;

const RESULT_CACHE_SIZE = 500;

/**
 * Realty queries. List results are kept in a small LRU cache keyed by the normalised query and
 * the database's change counters, so a popular filter (a link pasted into chats) is answered
 * without re-running the facet scans, and any write to the database invalidates the cache.
 */
export function createRealtyRepository(db: Database.Database, options: { resultCache?: boolean } = {}) {
  const useCache = options.resultCache ?? true;
  const cache = new Map<string, ReturnType<typeof listUncached>>();
  const changes = db.prepare('SELECT total_changes() AS local');
  const version = () => `${db.pragma('data_version', { simple: true })}:${(changes.get() as { local: number }).local}`;

  const byId = db.prepare(`${SELECT_LOT} WHERE l.id = ?`);
  const byCode = db.prepare(`${SELECT_LOT} WHERE l.vendor_code = ? COLLATE NOCASE`);
  const statementCache = new Map<string, Database.Statement>();
  const prepared = (sql: string) => {
    let statement = statementCache.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      statementCache.set(sql, statement);
    }
    return statement;
  };

  function list(query: RealtyQuery) {
    if (!useCache) return listUncached(query);
    const key = `${version()}|${JSON.stringify(query)}`;
    const hit = cache.get(key);
    if (hit) {
      cache.delete(key);
      cache.set(key, hit);
      return hit;
    }
    const result = listUncached(query);
    cache.set(key, result);
    if (cache.size > RESULT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    return result;
  }

  function listUncached(query: RealtyQuery) {
    const conditions = buildConditions(query);
    const where = whereClause(query.type, conditions);
    const { total: count, facets: facetCounts } = facets(query, conditions);
    const offset = (query.page - 1) * query.pageSize;
    const ids = prepared(`SELECT id FROM lots WHERE ${where.sql} ORDER BY ${ORDER_SQL[query.ordering]} LIMIT ? OFFSET ?`)
      .all(...where.params, query.pageSize, offset) as Array<{ id: number }>;
    const results = ids.map(({ id }) => lotCard(byId.get(id) as LotRow));
    return { count, results, facets: facetCounts };
  }

  /**
   * For each option, the number of lots the list would give with that option chosen (other filters
   * kept), and the bounds of each range under the other filters. One grouped scan serves every
   * dimension that has no active filter (its "all but me" set is the filtered set itself); each
   * active filter adds one scan without its own condition.
   */
  function facets(query: RealtyQuery, conditions = buildConditions(query)) {
    const active = new Set(Object.keys(conditions) as FilterName[]);
    const all = whereClause(query.type, conditions);
    const shared = prepared(
      `SELECT status, rooms, section_id, renovation, building_id, queue_id, COUNT(*) AS n
      FROM lots INDEXED BY lots_filter_cover WHERE ${all.sql} GROUP BY status, rooms, section_id, renovation`,
    ).all(...all.params) as Array<Record<string, number | string | null> & { n: number }>;
    // Without filters the narrow (type, features) index streams the groups; otherwise the covering one.
    const featureIndex = all.params.length === 1 ? 'lots_type_features' : 'lots_filter_cover';
    const featureGroups = prepared(`SELECT features, COUNT(*) AS n FROM lots INDEXED BY ${featureIndex} WHERE ${all.sql} GROUP BY features`).all(
      ...all.params,
    ) as Array<{ features: number; n: number }>;

    const total = shared.reduce((sum, row) => sum + row.n, 0);
    const sumBy = (rows: Array<Record<string, number | string | null> & { n: number }>, column: string) => {
      const counts = new Map<string | number, number>();
      for (const row of rows) {
        const value = row[column];
        if (value === null || value === undefined) continue;
        counts.set(value, (counts.get(value) ?? 0) + row.n);
      }
      return [...counts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([value, count]) => ({ value, count }));
    };
    const choice = (name: FilterName, column: string) => {
      if (!active.has(name)) return sumBy(shared, column);
      const where = whereClause(query.type, conditions, [name]);
      return prepared(`SELECT ${column} AS value, COUNT(*) AS n FROM lots INDEXED BY lots_filter_cover WHERE ${where.sql} AND ${column} IS NOT NULL GROUP BY ${column} ORDER BY ${column}`)
        .all(...where.params)
        .map((row) => ({ value: (row as { value: string | number }).value, count: (row as { n: number }).n }));
    };
    // Bounds of a range under the other filters. With no other filter the sort index answers at once
    // (the first and last entries); otherwise one aggregate pass over the covering index, shared by
    // every range that has no filter of its own.
    const onlyType = (where: { params: unknown[] }) => where.params.length === 1;
    const edges = (name: 'price' | 'area' | 'floor', where: { sql: string; params: Array<string | number> }) => {
      const edge = (direction: 'ASC' | 'DESC') =>
        (
          prepared(`SELECT ${name} AS value FROM lots INDEXED BY lots_type_${name} WHERE ${where.sql} ORDER BY ${name} ${direction} LIMIT 1`).get(
            ...where.params,
          ) as { value: number } | undefined
        )?.value ?? null;
      return { min: edge('ASC'), max: edge('DESC') };
    };
    const aggregate = (names: ReadonlyArray<'price' | 'area' | 'floor'>, where: { sql: string; params: Array<string | number> }) =>
      prepared(
        `SELECT ${names.map((name) => `MIN(${name}) AS ${name}_min, MAX(${name}) AS ${name}_max`).join(', ')} FROM lots INDEXED BY lots_filter_cover WHERE ${where.sql}`,
      ).get(...where.params) as Record<string, number | null>;
    const inactiveRanges = (['price', 'area', 'floor'] as const).filter((name) => !active.has(name));
    const sharedBounds = inactiveRanges.length && !onlyType(all) ? aggregate(inactiveRanges, all) : null;
    const bounds = (name: 'price' | 'area' | 'floor') => {
      if (!active.has(name)) {
        return sharedBounds ? { min: sharedBounds[`${name}_min`] ?? null, max: sharedBounds[`${name}_max`] ?? null } : edges(name, all);
      }
      const where = whereClause(query.type, conditions, [name]);
      if (onlyType(where)) return edges(name, where);
      const row = aggregate([name], where);
      return { min: row[`${name}_min`] ?? null, max: row[`${name}_max`] ?? null };
    };
    return {
      total,
      facets: {
        rooms: choice('rooms', 'rooms'),
        queue: choice('queue', 'queue_id'),
        building: choice('building', 'building_id'),
        section: choice('section', 'section_id'),
        renovation: choice('renovation', 'renovation'),
        status: choice('status', 'status'),
        features: FEATURES.map((feature, bit) => ({
          value: feature.value,
          count: featureGroups.reduce((sum, group) => sum + ((group.features & (1 << bit)) !== 0 ? group.n : 0), 0),
        })),
        price: bounds('price'),
        area: bounds('area'),
        floor: bounds('floor'),
      },
    };
  }

  function item(idOrCode: string): LotCard | null {
    const row = (/^\d+$/.test(idOrCode) ? byId.get(Number(idOrCode)) : byCode.get(idOrCode)) as LotRow | undefined;
    return row ? lotCard(row) : null;
  }

  const similarStatement = db.prepare(`${SELECT_LOT} WHERE l.type = ? AND l.id != ? AND l.status != 'sold'
    AND (l.rooms IS ? OR l.rooms = ?) AND l.area BETWEEN ? AND ?
    ORDER BY ABS(l.price - ?) ASC, l.id ASC LIMIT ?`);

  /** Lots like the given one: same type and rooms, area within 20 %, closest price first; not sold. */
  function similar(id: number, limit = 6): LotCard[] | null {
    const lot = byId.get(id) as LotRow | undefined;
    if (!lot) return null;
    return (
      similarStatement.all(lot.type, lot.id, lot.rooms, lot.rooms, lot.area * 0.8, lot.area * 1.2, lot.price, limit) as LotRow[]
    ).map(lotCard);
  }

  /** Lots by ids in the given order; ids that no longer exist are dropped. */
  function byIds(ids: readonly number[]): LotCard[] {
    return ids.map((id) => byId.get(id) as LotRow | undefined).filter((row): row is LotRow => Boolean(row)).map(lotCard);
  }

  return { list, facets, item, similar, byIds };
}
export type RealtyRepository = ReturnType<typeof createRealtyRepository>;
