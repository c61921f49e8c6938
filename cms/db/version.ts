import type Database from 'better-sqlite3';

/**
 * A function naming the database's current version: it changes with every write by this connection
 * (total_changes) or another one (data_version), so results computed from the data can be kept until then.
 */
export function databaseVersion(db: Database.Database): () => string {
  const changes = db.prepare('SELECT total_changes()').pluck();
  const dataVersion = db.prepare('PRAGMA data_version').pluck();
  return () => `${dataVersion.get() as number}:${changes.get() as number}`;
}
