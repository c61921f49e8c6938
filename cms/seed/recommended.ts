import type Database from 'better-sqlite3';

/**
 * The catalogue's recommended order ("Рекомендуем", the site's default sort), as a sales office would lay out
 * its offer rather than a price list: free flats first (the `recommended` column puts every other status after
 * them), then turn by turn one flat of each size — the sizes most asked for first — and within a size the
 * buildings in turn, each building's flat with the best view first (the park, the open sky, a landmark, the sun),
 * the better price per m² breaking ties. So the first page of a catalogue with no filters shows two- and
 * three-room flats from several buildings with their best outlooks, not a row of the cheapest studios; a filter
 * keeps the order among the lots it leaves.
 */
export const ROOMS_ORDER: readonly number[] = [2, 3, 1, 4, 0, 5];

type Candidate = { id: number; type: string; status: string; rooms: number | null; building: number; score: number; ppm: number };

/** How good the view from a flat's windows is (cms/plans/window-views.ts); 0 for lots without windows. */
const SCORE_SQL = `COALESCE(v.openness, 0) + CASE WHEN v.outlook = 'park' THEN 15 ELSE 0 END
  + 8 * COALESCE(json_array_length(v.landmarks), 0) + 2 * COALESCE(v.sun_hours, 0)`;

/** Lists in turn: the first of each list, then the second of each, and so on. */
export function interleave<T>(lists: readonly T[][]): T[] {
  const out: T[] = [];
  const longest = Math.max(0, ...lists.map((list) => list.length));
  for (let i = 0; i < longest; i += 1) for (const list of lists) if (i < list.length) out.push(list[i] as T);
  return out;
}

const roomsPlace = (rooms: number | null) => {
  const at = rooms === null ? -1 : ROOMS_ORDER.indexOf(rooms);
  return at < 0 ? ROOMS_ORDER.length + (rooms ?? 0) : at;
};

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

/** The order of one lot type's lots (ids), by the rules above. */
export function recommendedOrder(candidates: readonly Candidate[]): number[] {
  const bySize = [...groupBy(candidates, (c) => c.rooms).entries()].sort(([a], [b]) => roomsPlace(a) - roomsPlace(b));
  const sizes = bySize.map(([rooms, lots], sizeIndex) => {
    const buildings = [...groupBy(lots, (c) => c.building).entries()].sort(([a], [b]) => a - b);
    // Each size starts its turn of the buildings at a different one, so a page spreads over the complex.
    const turn = buildings.map((_, i) => buildings[(i + sizeIndex) % buildings.length]?.[1] ?? []);
    const best = turn.map((list) => [...list].sort((a, b) => b.score - a.score || a.ppm - b.ppm || a.id - b.id));
    return { rooms, order: interleave(best) };
  });
  return interleave(sizes.map((size) => size.order)).map((c) => c.id);
}

/** Stores each lot's place in the recommended order (lots.recommended_rank). */
export function rankRecommended(db: Database.Database): void {
  const rows = db
    .prepare(
      `SELECT l.id, l.type, l.status, l.rooms, l.building_id AS building, l.price_per_m2 AS ppm, ${SCORE_SQL} AS score
       FROM lots l LEFT JOIN window_views v ON v.building_id = l.building_id AND v.floor = l.floor
         AND v.side = CASE l.plan_flip WHEN 1 THEN 'street' ELSE 'courtyard' END
         AND l.type = 'apartments'`,
    )
    .all() as Candidate[];
  const update = db.prepare('UPDATE lots SET recommended_rank = ? WHERE id = ?');
  // Ranked by status as seeded (free, then booked, then sold), so the turns have no gaps; a lot booked later moves
  // behind the free ones by the column `recommended` and leaves one.
  const statusPlace = (status: string) => ['free', 'booked'].indexOf(status) >>> 0;
  for (const lots of groupBy(rows, (row) => row.type).values()) {
    const statuses = [...groupBy(lots, (lot) => lot.status).entries()].sort(([a], [b]) => statusPlace(a) - statusPlace(b));
    statuses.flatMap(([, group]) => recommendedOrder(group)).forEach((id, rank) => update.run(rank + 1, id));
  }
}
