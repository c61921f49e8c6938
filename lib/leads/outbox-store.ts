import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { leadStorageKey } from '@/lib/validation/lead-key';

/** A lead waiting for the CMS. `payload` is what the site's endpoint validated; `ip` the visitor's address. */
export type OutboxLead = { id: number; form: 'feedback'; payload: string; ip: string | null; attempts: number; created_at: string };

const SCHEMA = `
CREATE TABLE IF NOT EXISTS outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  form TEXT NOT NULL,
  payload TEXT NOT NULL,
  ip TEXT,
  created_at TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_at INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  -- 1: the CMS refused it (HTTP 400): kept for the sales team, never sent again.
  refused INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS outbox_due ON outbox (refused, next_at);
`;
/** One queued lead per idempotency key (a file from before the key gets the column). */
const KEYED = `CREATE UNIQUE INDEX IF NOT EXISTS outbox_idempotency ON outbox (idempotency_key) WHERE idempotency_key IS NOT NULL;`;

/**
 * The site's own durable outbox of leads (SQLite, written before the visitor is told "sent"): a lead the
 * CMS could not take is kept here until it is delivered. One file per site; WAL, so a crash loses nothing
 * that was acknowledged.
 */
export function openOutbox(path: string) {
  const file = resolve(/*turbopackIgnore: true*/ path);
  mkdirSync(/*turbopackIgnore: true*/ dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000');
  db.exec(SCHEMA);
  const columns = db.prepare('SELECT name FROM pragma_table_info(?)').pluck().all('outbox') as string[];
  if (!columns.includes('idempotency_key')) db.exec('ALTER TABLE outbox ADD COLUMN idempotency_key TEXT');
  db.exec(KEYED);
  const insert = db.prepare(`INSERT INTO outbox (form, payload, ip, created_at, idempotency_key) VALUES (?, ?, ?, ?, ?)
    ON CONFLICT (idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING`);
  const byKey = db.prepare('SELECT id FROM outbox WHERE idempotency_key = ?').pluck();
  const due = db.prepare('SELECT id, form, payload, ip, attempts, created_at FROM outbox WHERE refused = 0 AND next_at <= ? ORDER BY id LIMIT ?');
  const remove = db.prepare('DELETE FROM outbox WHERE id = ?');
  const retry = db.prepare('UPDATE outbox SET attempts = attempts + 1, next_at = ?, last_error = ? WHERE id = ?');
  const refuse = db.prepare('UPDATE outbox SET refused = 1, attempts = attempts + 1, last_error = ? WHERE id = ?');
  const pending = db.prepare('SELECT count(*) AS n FROM outbox WHERE refused = 0');

  return {
    /** Queues a lead; the same lead with the same idempotency key as one still queued gives that lead's id (lib/validation/lead-key.ts). */
    add(payload: object & { idempotency_key?: string }, ip: string | null): number {
      const key = leadStorageKey(payload as Record<string, unknown>);
      const changed = insert.run('feedback', JSON.stringify(payload), ip, new Date().toISOString(), key);
      return changed.changes === 0 && key ? (byKey.get(key) as number) : Number(changed.lastInsertRowid);
    },
    due(now: number, limit: number): OutboxLead[] {
      return due.all(now, limit) as OutboxLead[];
    },
    delivered(id: number): void {
      remove.run(id);
    },
    retryLater(id: number, at: number, error: string): void {
      retry.run(at, error.slice(0, 500), id);
    },
    refused(id: number, error: string): void {
      refuse.run(error.slice(0, 500), id);
    },
    pending(): number {
      return (pending.get() as { n: number }).n;
    },
    close(): void {
      db.close();
    },
  };
}

export type Outbox = ReturnType<typeof openOutbox>;
