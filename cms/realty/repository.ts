import type Database from 'better-sqlite3';
import { FEATURES, RENOVATIONS, statusOf, type LotType } from '../seed/complex';
import type { RealtyQuery } from './params';
import { createCellDirectory, selectCells, type CellSelection } from './cells';
import { realtyFacets } from './facets';
import { MEDIA_URL_PREFIX, versionedName } from '../media/versioned-names';
import { floorPlanVersion } from '../plans/documents';
import { ORDER, buildConditions, joinConditions, whereClause, type Conditions } from './sql';
import { databaseVersion } from '../db/version';
import type { MortgageBook } from '../mortgage/book';
import { lotView, viewFloors, type ViewColumns } from './lot-view';
import { labelOf } from './labels';

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
  renovation: string;
  status: string;
  ceiling_height: number;
  features: number;
  layout_id: number | null;
  layout_hash: string | null;
  floor_revision: number | null;
  plan_x: number | null;
  plan_y: number | null;
  plan_w: number | null;
  plan_h: number | null;
  plan_flip: number;
  updated_at: string;
} & ViewColumns;

const SELECT_LOT = `SELECT l.*, q.name AS queue_name, b.number AS building_number, b.name AS building_name,
  b.floors AS building_floors, b.completion AS completion, s.number AS section_number,
  la.hash AS layout_hash, f.revision AS floor_revision,
  wv.side AS view_side, wv.facing AS view_facing, wv.landmarks AS view_landmarks, wv.openness AS view_openness, wv.sun_hours AS view_sun_hours
  FROM lots l JOIN buildings b ON b.id = l.building_id JOIN queues q ON q.id = l.queue_id JOIN sections s ON s.id = l.section_id
  LEFT JOIN layouts la ON la.id = l.layout_id LEFT JOIN floors f ON f.id = l.floor_id
  LEFT JOIN window_views wv ON l.outlook IS NOT NULL AND wv.building_id = l.building_id AND wv.floor = l.floor
    AND wv.side = (CASE l.plan_flip WHEN 1 THEN 'street' ELSE 'courtyard' END)`;


/**
 * The lot card of the contract (docs/api.md, "Lot card"). `month_payment` is the lowest monthly payment
 * among the mortgage programmes for the default down payment and term, `month_payment_program` the
 * programme that gives it (cms/mortgage/book.ts).
 */
export function lotCard(row: LotRow, book: MortgageBook) {
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
    ...book.lotPayment(row.type, row.price),
    renovation: labelOf(RENOVATIONS, row.renovation),
    status: statusOf(row.status, row.type),
    features: FEATURES.filter((_, bit) => (row.features & (1 << bit)) !== 0).map((f) => ({ value: f.value, label: f.label })),
    ceiling_height: row.ceiling_height,
    completion: row.completion,
    images: {
      flat_layout: row.layout_id ? `${MEDIA_URL_PREFIX}${versionedName(`layouts/${row.layout_id}.svg`, row.layout_hash ?? '')}` : null,
      floor_plan: row.floor_id ? `${MEDIA_URL_PREFIX}${versionedName(`floors/${row.floor_id}.svg`, floorPlanVersion(row.floor_revision ?? 1))}?highlight=${row.id}` : null,
    },
    updated_at: row.updated_at,
    view: lotView(row),
  };
}
export type LotCard = ReturnType<typeof lotCard>;

const RESULT_CACHE_SIZE = 500;
const STATEMENT_CACHE_SIZE = 2000;

/**
 * Realty queries. List results are kept in a small LRU cache keyed by the normalised query and
 * the database's change counters, so a popular filter (a link pasted into chats) is answered
 * without re-running the facet scans, and any write to the database invalidates the cache.
 */
export function createRealtyRepository(db: Database.Database, book: MortgageBook, options: { resultCache?: boolean } = {}) {
  const useCache = options.resultCache ?? true;
  const cache = new Map<string, ReturnType<typeof listUncached>>();
  const version = databaseVersion(db);
  const card = (row: LotRow) => lotCard(row, book);

  const byId = db.prepare(`${SELECT_LOT} WHERE l.id = ?`);
  const byCode = db.prepare(`${SELECT_LOT} WHERE l.vendor_code = ? COLLATE NOCASE`);
  // Statements by SQL text. The text varies only with which filters are set and how many values a
  // list filter has, but those come from the visitor, so the cache is bounded.
  const statementCache = new Map<string, Database.Statement>();
  const prepared = (sql: string) => {
    let statement = statementCache.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      if (statementCache.size >= STATEMENT_CACHE_SIZE) statementCache.delete(statementCache.keys().next().value as string);
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

  const cellsOf = createCellDirectory(db, version);

  // One read transaction: the cell directory, the counts and the page come from the same snapshot
  // even while another connection writes.
  const listUncached = db.transaction((query: RealtyQuery) => {
    const conditions = buildConditions(query);
    const selection = selectCells(prepared, cellsOf, query, conditions);
    const { total: count, facets } = realtyFacets(prepared, selection, query, conditions);
    return { count, results: count ? page(query, conditions, selection) : [], facets };
  });

  /**
   * One page of the list: a walk along the sort column's covering index, stopping after the page.
   * For a range column the walk starts where the accepted cells' values start, so the lots before
   * them are never read.
   */
  function page(query: RealtyQuery, conditions: Conditions, selection: CellSelection): LotCard[] {
    const { column, sql: orderBy } = ORDER[query.ordering];
    let where = whereClause(query.type, conditions);
    if (column === 'price' || column === 'area' || column === 'floor') {
      const span = selection.span(column);
      if (!span) return [];
      const from = Math.max(span.min, query[column].min ?? -Infinity);
      const to = Math.min(span.max, query[column].max ?? Infinity);
      where = joinConditions([whereClause(query.type, conditions, [column]), { sql: `${column} BETWEEN ? AND ?`, params: [from, to] }]);
    }
    const ids = prepared(`SELECT id FROM lots INDEXED BY lots_by_${column} WHERE ${where.sql} ORDER BY ${orderBy} LIMIT ? OFFSET ?`)
      .pluck(true)
      .all(...where.params, query.pageSize, (query.page - 1) * query.pageSize) as number[];
    return ids.map((id) => card(byId.get(id) as LotRow));
  }

  const facets = (query: RealtyQuery) => {
    const conditions = buildConditions(query);
    return realtyFacets(prepared, selectCells(prepared, cellsOf, query, conditions), query, conditions);
  };

  const priceHistory = db.prepare('SELECT date, price FROM lot_prices WHERE lot_id = ? ORDER BY date');

  const floorsOfView = viewFloors(db);

  /** The lot page's card: the list card with the lot's price history (every price, oldest first) and the views of its riser. */
  function item(idOrCode: string) {
    const row = (/^\d+$/.test(idOrCode) ? byId.get(Number(idOrCode)) : byCode.get(idOrCode)) as LotRow | undefined;
    if (!row) return null;
    return { ...card(row), price_history: priceHistory.all(row.id) as Array<{ date: string; price: number }>, view_floors: floorsOfView(row) };
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
    ).map(card);
  }

  /** Lots by ids in the given order; ids that no longer exist are dropped. */
  function byIds(ids: readonly number[]): LotCard[] {
    return ids.map((id) => byId.get(id) as LotRow | undefined).filter((row): row is LotRow => Boolean(row)).map(card);
  }

  return { list, facets, item, similar, byIds };
}
export type RealtyRepository = ReturnType<typeof createRealtyRepository>;
