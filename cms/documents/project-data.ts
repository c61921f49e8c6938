import type Database from 'better-sqlite3';

/** What the documents state about the project, read from the CMS's database (not typed a second time). */
export type BuildingFacts = {
  id: number; number: number; name: string; queueId: number; floors: number; completion: string;
  sections: number; flats: number; flatsArea: number; commercial: number; parking: number; storerooms: number;
};
export type QueueFacts = { id: number; name: string; completion: string; buildings: BuildingFacts[] };
export type RoomsOffer = { rooms: number; count: number; areaMin: number; areaMax: number; priceMin: number; layoutSvg: string | null };

export function projectFacts(db: Database.Database): QueueFacts[] {
  const buildings = db.prepare(`SELECT b.id, b.number, b.name, b.queue_id AS queueId, b.floors, b.completion,
      (SELECT COUNT(*) FROM sections s WHERE s.building_id = b.id) AS sections,
      SUM(l.type = 'apartments') AS flats, ROUND(COALESCE(SUM(CASE WHEN l.type = 'apartments' THEN l.area END), 0), 1) AS flatsArea,
      SUM(l.type = 'commercial') AS commercial, SUM(l.type = 'parking') AS parking, SUM(l.type = 'storerooms') AS storerooms
    FROM buildings b LEFT JOIN lots l ON l.building_id = b.id GROUP BY b.id ORDER BY b.number`).all() as BuildingFacts[];
  const queues = db.prepare('SELECT id, name, completion FROM queues ORDER BY sort').all() as Array<Omit<QueueFacts, 'buildings'>>;
  return queues.map((queue) => ({ ...queue, buildings: buildings.filter((b) => b.queueId === queue.id) }));
}

/** Flats on sale by room count (all queues, or one): how many, their areas, the lowest price, a typical plan. */
export function roomsOffer(db: Database.Database, queueId: number | null): RoomsOffer[] {
  const rows = db.prepare(`SELECT rooms, COUNT(*) AS count, MIN(area) AS areaMin, MAX(area) AS areaMax, MIN(price) AS priceMin,
      (SELECT y.svg FROM lots m JOIN layouts y ON y.id = m.layout_id WHERE m.type = 'apartments' AND m.rooms = l.rooms
        AND (@queue IS NULL OR m.queue_id = @queue) ORDER BY m.area, m.id LIMIT 1) AS layoutSvg
    FROM lots l WHERE type = 'apartments' AND status = 'free' AND rooms IS NOT NULL AND (@queue IS NULL OR queue_id = @queue)
    GROUP BY rooms ORDER BY rooms`).all({ queue: queueId }) as RoomsOffer[];
  return rows;
}

export type Programme = { bank: string; program: string; rate: number; deposit_min: number; term_max_years: number; sum_max: number; source?: string };

export function mortgageProgrammes(db: Database.Database): Programme[] {
  return (db.prepare("SELECT body FROM items WHERE kind = 'mortgage' ORDER BY sort").all() as Array<{ body: string }>).map((row) => JSON.parse(row.body) as Programme);
}
