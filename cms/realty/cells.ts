import type Database from 'better-sqlite3';
import { FEATURES, type LotType } from '../seed/complex';
import type { RealtyQuery } from './params';
import { CELL_FILTERS, RANGE_FILTERS, type CellFilter, type Conditions, type RangeFilter } from './sql';

/**
 * A facet cell (table `lot_cells`): one combination of choice values, with figures about its lots:
 * how many, the extremes of each range, and how many have each feature (FEATURES order).
 */
export type Cell = {
  id: number;
  queue_id: number;
  building_id: number;
  section_id: number;
  rooms: number | null;
  renovation: string;
  status: string;
  discount: number;
  outlook: string | null;
  lots: number;
  min: Record<RangeFilter, number>;
  max: Record<RangeFilter, number>;
  features: number[];
};

type CellRow = Omit<Cell, 'min' | 'max' | 'features'> & Record<string, number | string | null>;

/**
 * The facet cells of each lot type with their figures, computed in SQL once per database version
 * (any write changes the version), so that a request fetches only per-cell counts.
 */
export function createCellDirectory(db: Database.Database, version: () => string) {
  const statement = db.prepare(`SELECT c.id, c.queue_id, c.building_id, c.section_id, c.rooms, c.renovation, c.status, c.discount, c.outlook, g.*
    FROM (SELECT cell, COUNT(*) AS lots,
      ${RANGE_FILTERS.map((column) => `MIN(${column}) AS min_${column}, MAX(${column}) AS max_${column}`).join(', ')},
      ${FEATURES.map((_, bit) => `SUM((features & ${1 << bit}) != 0) AS feature_${bit}`).join(', ')}
      FROM lots INDEXED BY lots_facets WHERE type = ? GROUP BY cell) AS g
    JOIN lot_cells c ON c.id = g.cell`);
  let cached: { version: string; byType: Map<LotType, Map<number, Cell>> } | null = null;

  const toCell = (row: CellRow): Cell => ({
    id: row.id,
    queue_id: row.queue_id,
    building_id: row.building_id,
    section_id: row.section_id,
    rooms: row.rooms,
    renovation: row.renovation,
    status: row.status,
    discount: row.discount,
    outlook: row.outlook,
    lots: row.lots,
    min: Object.fromEntries(RANGE_FILTERS.map((column) => [column, row[`min_${column}`] as number])) as Record<RangeFilter, number>,
    max: Object.fromEntries(RANGE_FILTERS.map((column) => [column, row[`max_${column}`] as number])) as Record<RangeFilter, number>,
    features: FEATURES.map((_, bit) => row[`feature_${bit}`] as number),
  });

  return function cellsOf(type: LotType): Map<number, Cell> {
    const current = version();
    if (cached?.version !== current) cached = { version: current, byType: new Map() };
    let cells = cached.byType.get(type);
    if (!cells) {
      cells = new Map((statement.all(type) as CellRow[]).map((row) => [row.id, toCell(row)]));
      cached.byType.set(type, cells);
    }
    return cells;
  };
}
export type CellDirectory = ReturnType<typeof createCellDirectory>;

/**
 * The cells of a lot type and, per active choice filter, the cells it accepts (decided in SQL by
 * the filter's own condition).
 */
export function selectCells(prepare: (sql: string) => Database.Statement, cellsOf: CellDirectory, query: RealtyQuery, conditions: Conditions) {
  const cells = cellsOf(query.type);
  const active = CELL_FILTERS.filter((name) => conditions[name]);
  const accepted = new Map<CellFilter, Set<number>>();
  if (active.length) {
    const sets = prepare(
      `SELECT ${active.map((name) => `json_group_array(id) FILTER (WHERE ${conditions[name]?.sql})`).join(', ')} FROM lot_cells WHERE type = ?`,
    )
      .raw(true)
      .get(...active.flatMap((name) => conditions[name]?.params ?? []), query.type) as string[];
    active.forEach((name, index) => accepted.set(name, new Set(JSON.parse(sets[index] ?? '[]') as number[])));
  }
  /** The active choice filters that keep this cell out. */
  const missed = (id: number) => active.filter((name) => !accepted.get(name)?.has(id));
  const listed = [...cells.values()].filter((cell) => missed(cell.id).length === 0);
  /** Where the values of a range lie among the lots of the cells every choice filter accepts. */
  const span = (column: RangeFilter): { min: number; max: number } | null =>
    listed.length
      ? { min: Math.min(...listed.map((cell) => cell.min[column])), max: Math.max(...listed.map((cell) => cell.max[column])) }
      : null;
  return { cells, active, missed, listed, span };
}
export type CellSelection = ReturnType<typeof selectCells>;
