import type Database from 'better-sqlite3';
import { mediaWriter, versionMediaReferences } from '../seed/media-rows';
import { ruUpTo } from '../seed/ru-figures';
import { documentSpecs, makeDocument } from './catalogue';

const made = new WeakMap<Database.Database, Promise<void>>();

/**
 * The documents of cms/documents/catalogue.ts stored as media, made once per database: the first call makes
 * the missing ones (a few seconds, the booklets' pictures most of it), every later call waits for the same
 * work; then every link to them carries the file's version. A failure is logged and tried again on the next call; the files already made stay.
 */
export function documentsReady(db: Database.Database): Promise<void> {
  let ready = made.get(db);
  if (!ready) {
    ready = makeMissing(db).catch((error: unknown) => {
      made.delete(db);
      console.error('[cms] documents:', error);
    });
    made.set(db, ready);
  }
  return ready;
}

async function makeMissing(db: Database.Database): Promise<void> {
  const queueIds = (db.prepare('SELECT id FROM queues ORDER BY sort').all() as Array<{ id: number }>).map((row) => row.id);
  const stored = db.prepare('SELECT 1 FROM media WHERE path = ?');
  const write = mediaWriter(db);
  let written = 0;
  for (const spec of documentSpecs(queueIds)) {
    if (stored.get(spec.path)) continue;
    write(spec.path, 'application/pdf', Buffer.from(await makeDocument(db, spec)));
    written += 1;
  }
  // The links to them (header info's booklets, the documents lists) take the files' versions, as at the seed.
  if (written) versionMediaReferences(db);
}

/** A stored file's size as a document list states it: «820 КБ», «1,2 МБ». */
export function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} КБ`;
  return `${ruUpTo(bytes / 1024 / 1024, 1)} МБ`;
}
