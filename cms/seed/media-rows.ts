import type Database from 'better-sqlite3';
import { MEDIA_URL_PREFIX, contentHash, versionedName } from '../media/versioned-names';
import { mediaDelivery } from '../../lib/validation/media-policy';

/** Stores an uploaded file with the hash of its bytes (the version its URLs carry). */
export function mediaWriter(db: Database.Database): (path: string, contentType: string, body: string | Buffer) => void {
  const insert = db.prepare('INSERT OR REPLACE INTO media (path, content_type, body, hash) VALUES (?, ?, ?, ?)');
  return (path, contentType, body) => {
    // HTML and XML documents can carry script: the CMS takes pictures, video, sound, PDF and data files.
    if (mediaDelivery(contentType) === 'refused') throw new Error(`media ${path}: files of type "${contentType}" are not accepted`);
    insert.run(path, contentType, body, contentHash(body));
  };
}

/**
 * Points every stored reference to a media file (`/api/media/facades/hero.svg` inside content JSON, news
 * covers and bodies, progress photos) at its versioned name, as a CMS that names uploads by content does.
 * Runs once the seed has written both the files and the content that links them.
 */
export function versionMediaReferences(db: Database.Database): void {
  const hashes = new Map((db.prepare('SELECT path, hash FROM media').all() as Array<{ path: string; hash: string }>).map(({ path, hash }) => [path, hash]));
  const versionOf = (url: string): string | undefined => {
    const path = url.slice(MEDIA_URL_PREFIX.length);
    const hash = hashes.get(path);
    return hash === undefined ? undefined : `${MEDIA_URL_PREFIX}${versionedName(path, hash)}`;
  };
  const reference = /\/api\/media\/[\w./-]+/g;
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT IN ('media', 'layouts')").all() as Array<{ name: string }>;
  for (const { name: table } of tables) {
    const columns = (db.prepare(`SELECT name, type FROM pragma_table_info(?)`).all(table) as Array<{ name: string; type: string }>).filter((c) => c.type === 'TEXT');
    for (const { name: column } of columns) {
      const rows = db.prepare(`SELECT rowid AS id, "${column}" AS value FROM "${table}" WHERE "${column}" LIKE '%${MEDIA_URL_PREFIX}%'`).all() as Array<{ id: number; value: string }>;
      const update = db.prepare(`UPDATE "${table}" SET "${column}" = ? WHERE rowid = ?`);
      for (const { id, value } of rows) update.run(value.replace(reference, (url) => versionOf(url) ?? url), id);
    }
  }
}
