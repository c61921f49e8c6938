import Database from 'better-sqlite3';
import { closeSync, existsSync, mkdirSync, openSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

// The database path comes from the environment at run time: `turbopackIgnore` keeps the bundler from
// tracing the whole project for these calls.
import { seedDatabase, DEFAULT_SEED_OPTIONS, type SeedOptions } from '../seed/seed';

/** Bump when the schema or the seed changes shape: older files are moved aside and re-seeded. */
export const SCHEMA_VERSION = '23';

export function defaultDbPath(): string {
  return resolve(/*turbopackIgnore: true*/ process.env.CMS_DB_PATH?.trim() || '.data/cms.sqlite');
}

function configure(db: Database.Database): Database.Database {
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
  return db;
}

/**
 * Builds a fresh seeded database at `path`: written to a temporary file and renamed into place,
 * so a reader never sees a half-seeded file.
 */
export function createSeededDatabase(path: string, options: SeedOptions = DEFAULT_SEED_OPTIONS): void {
  mkdirSync(/*turbopackIgnore: true*/ dirname(path), { recursive: true });
  const temp = `${path}.seeding-${process.pid}`;
  rmSync(/*turbopackIgnore: true*/ temp, { force: true });
  const db = new Database(temp);
  try {
    seedDatabase(db, options);
    db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)').run('schema_version', SCHEMA_VERSION);
  } finally {
    db.close();
  }
  for (const suffix of ['-wal', '-shm']) rmSync(/*turbopackIgnore: true*/ `${path}${suffix}`, { force: true });
  renameSync(/*turbopackIgnore: true*/ temp, path);
}

function schemaVersion(path: string): string | null {
  try {
    const db = new Database(path, { readonly: true, fileMustExist: true });
    try {
      const row = db.prepare("SELECT value FROM meta WHERE key = 'schema_version'").get() as { value: string } | undefined;
      return row?.value ?? null;
    } finally {
      db.close();
    }
  } catch {
    return null;
  }
}

/**
 * Opens the CMS database, creating and seeding it on first start. Several processes may start at
 * once (next build workers): a lock file lets one seed while the others wait for it.
 */
export function openDatabase(path = defaultDbPath()): Database.Database {
  if (existsSync(/*turbopackIgnore: true*/ path) && schemaVersion(path) !== SCHEMA_VERSION) {
    const aside = `${path}.old-${Date.now()}`;
    console.warn(`[cms] the database at ${path} has an older schema; moved to ${aside} and re-seeding`);
    renameSync(/*turbopackIgnore: true*/ path, aside);
  }
  if (!existsSync(/*turbopackIgnore: true*/ path)) {
    mkdirSync(/*turbopackIgnore: true*/ dirname(path), { recursive: true });
    const lock = `${path}.lock`;
    let fd: number | null = null;
    try {
      fd = openSync(/*turbopackIgnore: true*/ lock, 'wx');
    } catch {
      waitForSeed(path, lock);
    }
    if (fd !== null) {
      try {
        if (!existsSync(/*turbopackIgnore: true*/ path)) createSeededDatabase(path);
      } finally {
        closeSync(fd);
        rmSync(/*turbopackIgnore: true*/ lock, { force: true });
      }
    }
  }
  return configure(new Database(path));
}

function waitForSeed(path: string, lock: string): void {
  const started = Date.now();
  while (!existsSync(/*turbopackIgnore: true*/ path)) {
    // A lock older than two minutes belongs to a process that died while seeding.
    if (existsSync(/*turbopackIgnore: true*/ lock) && Date.now() - statSync(/*turbopackIgnore: true*/ lock).mtimeMs > 120_000) rmSync(/*turbopackIgnore: true*/ lock, { force: true });
    if (!existsSync(/*turbopackIgnore: true*/ lock) && !existsSync(/*turbopackIgnore: true*/ path)) {
      createSeededDatabase(path);
      return;
    }
    if (Date.now() - started > 180_000) throw new Error(`[cms] timed out waiting for ${path} to be seeded`);
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
  }
}
