import Database from 'better-sqlite3';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCmsApp } from '@/cms/app';
import { createSeededDatabase } from '@/cms/db/open';
import { DEFAULT_SEED_OPTIONS, type SeedOptions } from '@/cms/seed/seed';

/** A freshly seeded embedded CMS in a temporary directory, for contract and property tests. */
export function createTestCms(options: Partial<SeedOptions> = {}) {
  const path = join(mkdtempSync(join(tmpdir(), 'cms-test-')), 'cms.sqlite');
  createSeededDatabase(path, { ...DEFAULT_SEED_OPTIONS, ...options });
  const db = new Database(path);
  const app = createCmsApp(db);
  const get = async (path: string, init?: RequestInit) => {
    const response = await app.fetch(new Request(`http://cms.test${path}`, init));
    return { status: response.status, body: (await response.json()) as unknown, response };
  };
  return { db, app, get, path };
}
