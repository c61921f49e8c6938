import Database from 'better-sqlite3';
import { CMS_DB_PATH, REVALIDATE_SECRET } from '../../playwright.config';

/**
 * Reads (and, for tests that change CMS data, writes) the e2e database the servers use, so a test
 * compares what a page shows with what the CMS holds.
 */
export function withCmsDb<T>(work: (db: Database.Database) => T, options: { write?: boolean; path?: string } = {}): T {
  const db = new Database(options.path ?? CMS_DB_PATH, { readonly: !options.write, fileMustExist: true });
  try {
    if (options.write) db.pragma('busy_timeout = 5000');
    return work(db);
  } finally {
    db.close();
  }
}

/** Apartments with the given statuses, optionally of one queue or one building. */
export function countApartments(statuses: readonly string[], where: { queue?: number; building?: number } = {}): number {
  return withCmsDb((db) => {
    const marks = statuses.map(() => '?').join(',');
    const filters = [`type = 'apartments'`, `status IN (${marks})`];
    const values: Array<string | number> = [...statuses];
    if (where.queue !== undefined) {
      filters.push('queue_id = ?');
      values.push(where.queue);
    }
    if (where.building !== undefined) {
      filters.push('building_id = ?');
      values.push(where.building);
    }
    return (db.prepare(`SELECT COUNT(*) AS n FROM lots WHERE ${filters.join(' AND ')}`).get(...values) as { n: number }).n;
  });
}

/** The first apartment with a status (id), for pages of a sold, booked or free flat. */
export function apartmentWithStatus(status: string): number {
  return lotWithStatus('apartments', status);
}

/** The first lot of a type with a status. */
export function lotWithStatus(type: string, status: string): number {
  return withCmsDb((db) => (db.prepare(`SELECT id FROM lots WHERE type = ? AND status = ? ORDER BY id LIMIT 1`).get(type, status) as { id: number }).id);
}

/** Tells a site that CMS data changed, as the CMS does (POST /api/revalidate); returns the status. */
export async function revalidateSite(site: string, tags?: string[], secret: string = REVALIDATE_SECRET): Promise<number> {
  const response = await fetch(`${site}/api/revalidate`, {
    method: 'POST',
    headers: { 'x-revalidate-secret': secret, 'content-type': 'application/json' },
    body: tags ? JSON.stringify({ tags }) : '',
  });
  return response.status;
}
