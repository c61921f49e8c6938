/**
 * npm run cms:seed [-- --lots 20000] [--queues 1] [--db path]
 * Rebuilds the embedded CMS database from scratch (leads stored in the old file are discarded), documents included
 * (cms/documents: made here, so the first start serves them at once; a database the server seeds itself makes them
 * on its first start).
 */
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { createSeededDatabase, defaultDbPath, openDatabase } from '../db/open';
import { documentsReady } from '../documents/store';
import { DEFAULT_SEED_OPTIONS } from '../seed/seed';

const { values } = parseArgs({
  options: {
    lots: { type: 'string' },
    queues: { type: 'string' },
    db: { type: 'string' },
  },
});

const lots = values.lots === undefined ? DEFAULT_SEED_OPTIONS.lots : Number(values.lots);
if (!Number.isInteger(lots) || lots < 1 || lots > 1_000_000) {
  console.error('--lots must be a whole number from 1 to 1000000');
  process.exit(2);
}
const queues = values.queues === undefined ? DEFAULT_SEED_OPTIONS.queues : Number(values.queues);
if (queues !== 1 && queues !== 2) {
  console.error('--queues must be 1 or 2');
  process.exit(2);
}
const path = values.db ? resolve(values.db) : defaultDbPath();
const started = performance.now();
createSeededDatabase(path, { ...DEFAULT_SEED_OPTIONS, lots, queues });
const db = openDatabase(path);
void documentsReady(db).then(() => {
  db.close();
  console.log(`Seeded ${path}: ${lots} apartments, ${queues} queue(s), documents included, in ${Math.round(performance.now() - started)} ms`);
});
