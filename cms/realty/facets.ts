import type Database from 'better-sqlite3';
import { FEATURES } from '../seed/complex';
import type { Cell, CellSelection } from './cells';
import type { RealtyQuery } from './params';
import { CELL_COLUMN, CELL_FILTERS, RANGE_FILTERS, joinConditions, whereClause, type CellFilter, type Conditions, type RangeFilter } from './sql';

type Prepare = (sql: string) => Database.Statement;
type Choice = { value: string | number; count: number };
type Bounds = { min: number | null; max: number | null };

const PER_LOT_FILTERS = ['features', ...RANGE_FILTERS] as const;
/** A list is short when it holds under 1/8 of the type's lots (see the feature groups below). */
const SHORT_LIST_SHARE = 8;

/**
 * Facets of the realty list: for each option of a choice filter, the number of lots the list would
 * give with that option chosen and the other filters kept; for each feature, the number of listed
 * lots that have it; for each range, its bounds under the other filters.
 *
 * The cell directory (cells.ts) answers whatever depends on choice filters alone. Each query reads a
 * covering index, never the table:
 * - lots per cell under the feature and range filters (one grouped scan, only when such a filter
 *   is set). A lot counts for a choice filter when its cell passes every other choice filter, so
 *   this gives the total and every choice facet;
 * - lots per feature set among the listed lots (one grouped scan, only when such a filter is set),
 *   with the extremes of the unfiltered ranges when the list is short;
 * - per range, unless known by then, its first and last entries in its sort index under the other
 *   filters, the walk starting where the accepted cells' values start.
 */
export function realtyFacets(prepare: Prepare, selection: CellSelection, query: RealtyQuery, conditions: Conditions) {
  const { cells, active, missed, listed, span } = selection;
  const perLotSet = (except?: RangeFilter) => PER_LOT_FILTERS.some((name) => name !== except && conditions[name]);

  const perLot = whereClause(query.type, conditions, CELL_FILTERS);
  const lotsPerCell: Array<[number, number]> = perLotSet()
    ? JSON.parse(
        prepare(
          `SELECT json_group_array(json_array(cell, n)) FROM (SELECT cell, COUNT(*) AS n FROM lots INDEXED BY lots_facets WHERE ${perLot.sql} GROUP BY cell)`,
        )
          .pluck(true)
          .get(...perLot.params) as string,
      )
    : [...cells.values()].map((cell) => [cell.id, cell.lots]);

  const counts = new Map(CELL_FILTERS.map((name) => [name, new Map<string | number, number>()]));
  const add = (name: CellFilter, cell: Cell, n: number) => {
    const value = cell[CELL_COLUMN[name] as keyof Cell] as string | number | null;
    if (value === null) return;
    const map = counts.get(name);
    map?.set(value, (map.get(value) ?? 0) + n);
  };
  let total = 0;
  for (const [id, n] of lotsPerCell) {
    const cell = cells.get(id);
    if (!cell || n === 0) continue;
    const keptOutBy = missed(id);
    if (keptOutBy.length === 0) {
      total += n;
      for (const name of CELL_FILTERS) add(name, cell, n);
    } else if (keptOutBy.length === 1) {
      add(keptOutBy[0] as CellFilter, cell, n); // only its own filter keeps this cell out of the list
    }
  }
  const choice = (name: CellFilter): Choice[] =>
    [...(counts.get(name) ?? [])].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([value, count]) => ({ value, count }));

  // Lots per feature set among the listed lots. When the choice filters leave a minority of the
  // lots, the query seeks their cells and groups those; otherwise it streams the index ordered by
  // feature set. When the list is short, the same pass takes the bounds of the ranges without a
  // filter of their own (the listed lots' extremes); a walk along the sort index might have to skip
  // many lots that other filters reject, since price, area and floor go together.
  const inType = [...cells.values()].reduce((sum, cell) => sum + cell.lots, 0);
  const listBounds = total > 0 && total * SHORT_LIST_SHARE < inType ? RANGE_FILTERS.filter((name) => !conditions[name]) : [];
  const featureGroups = (): number[][] => {
    const inListed = listed.reduce((sum, cell) => sum + cell.lots, 0);
    const index = active.length && inListed * 2 < inType ? 'lots_facets' : 'lots_features';
    const all = whereClause(query.type, conditions);
    const extremes = listBounds.flatMap((name) => [`MIN(${name})`, `MAX(${name})`]);
    return prepare(`SELECT ${['features', 'COUNT(*)', ...extremes].join(', ')} FROM lots INDEXED BY ${index} WHERE ${all.sql} GROUP BY features`)
      .raw(true)
      .all(...all.params) as number[][];
  };
  const groups = perLotSet() && total > 0 ? featureGroups() : [];
  const featureCounts = perLotSet()
    ? FEATURES.map((_, bit) => groups.reduce((sum, [set = 0, n = 0]) => sum + ((set & (1 << bit)) !== 0 ? n : 0), 0))
    : FEATURES.map((_, bit) => listed.reduce((sum, cell) => sum + (cell.features[bit] ?? 0), 0));

  const bounds = (name: RangeFilter): Bounds => {
    const values = span(name);
    if (!values) return { min: null, max: null };
    if (!perLotSet(name)) return values;
    const column = listBounds.indexOf(name);
    if (column >= 0) {
      return {
        min: Math.min(...groups.map((group) => group[2 + 2 * column] as number)),
        max: Math.max(...groups.map((group) => group[3 + 2 * column] as number)),
      };
    }
    const where = joinConditions([whereClause(query.type, conditions, [name]), { sql: `${name} BETWEEN ? AND ?`, params: [values.min, values.max] }]);
    const edge = (direction: 'ASC' | 'DESC') =>
      (prepare(`SELECT ${name} FROM lots INDEXED BY lots_by_${name} WHERE ${where.sql} ORDER BY ${name} ${direction} LIMIT 1`)
        .pluck(true)
        .get(...where.params) as number | undefined) ?? null;
    return { min: edge('ASC'), max: edge('DESC') };
  };

  return {
    total,
    facets: {
      rooms: choice('rooms'),
      queue: choice('queue'),
      building: choice('building'),
      section: choice('section'),
      renovation: choice('renovation'),
      status: choice('status'),
      discount: choice('discount').filter((c) => c.value === 1),
      outlook: choice('outlook'),
      features: FEATURES.map((feature, bit) => ({ value: feature.value, count: featureCounts[bit] ?? 0 })),
      price: bounds('price'),
      area: bounds('area'),
      floor: bounds('floor'),
    },
  };
}
