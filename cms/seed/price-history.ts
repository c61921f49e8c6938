import type Database from 'better-sqlite3';
import { createRandom } from './random';

const DAY_MS = 86_400_000;
/** Days from the start of sales of each queue to the day of seeding. */
const SALES_DAYS = new Map<number, number>([
  [1, 600],
  [2, 330],
]);
/** A lot sold below its former price (`old_price`) was reduced this many days ago: about half within a month. */
const REDUCED_DAYS = { min: 3, max: 60 };

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const roundThousand = (value: number) => Math.round(value / 1000) * 1000;

/**
 * The price history of every lot, as a developer's prices go: raised a few per cent at each stage of
 * construction (every three months or so) since the start of sales; a lot with a former price was
 * reduced from it once, in the last two months. Dates count back from the day of seeding, so the demo
 * always has recent reductions; the history ends at the lot's current price. A PRNG of its own keeps
 * the rest of the seed as it was.
 */
export function seedPriceHistory(db: Database.Database, seed: number, today = Date.now()): void {
  const random = createRandom(seed ^ 0x5eed);
  const lots = db.prepare('SELECT id, queue_id, price, old_price FROM lots ORDER BY id').all() as Array<{
    id: number;
    queue_id: number;
    price: number;
    old_price: number | null;
  }>;
  db.prepare('DELETE FROM lot_prices').run();
  const insert = db.prepare('INSERT OR REPLACE INTO lot_prices (lot_id, date, price) VALUES (?, ?, ?)');
  const start = Math.floor(today / DAY_MS) * DAY_MS;
  for (const lot of lots) {
    const salesStart = start - (SALES_DAYS.get(lot.queue_id) ?? 330) * DAY_MS;
    const points: Array<{ at: number; price: number }> = [];
    let at = start;
    let price = lot.price;
    if (lot.old_price && lot.old_price > lot.price) {
      at = start - random.int(REDUCED_DAYS.min, REDUCED_DAYS.max) * DAY_MS;
      points.push({ at, price });
      price = lot.old_price;
    }
    // Back from the last rise: each earlier price a stage's rise lower, until the start of sales.
    let rise = at - random.int(20, 80) * DAY_MS;
    while (rise > salesStart) {
      points.push({ at: rise, price });
      price = roundThousand(price / (1 + random.float(0.015, 0.04)));
      rise -= random.int(75, 110) * DAY_MS;
    }
    points.push({ at: salesStart, price });
    for (const point of points) insert.run(lot.id, isoDay(point.at), point.price);
  }
}
