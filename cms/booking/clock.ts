import type Database from 'better-sqlite3';

/**
 * The CMS's clock for holds and codes: the system time moved by `meta.clock_offset_ms` (0 when absent), so
 * a test or a demo can move time forward and see holds expire without waiting a day.
 */
export function createClock(db: Database.Database): () => number {
  const offset = db.prepare("SELECT value FROM meta WHERE key = 'clock_offset_ms'").pluck();
  return () => Date.now() + (Number(offset.get() ?? 0) || 0);
}
