/**
 * npm run bench:cms [-- --lots 20000 --runs 400]
 * Seeds a temporary database with N apartments and prints p50/p99 of GET /api/realty_list/apartments/
 * (the whole request through the CMS app: parsing, SQL for list, count and facets, JSON) for three
 * typical filter sets. Target: p50 ≤ 5 ms.
 *
 * cold: no result cache, every request runs its SQL; the cell directory (cms/realty/cells.ts), which
 *       is rebuilt once per database version, is built during the warm-up;
 * after a write: the first request after a change to the lots, which rebuilds the cell directory;
 * warm: a repeated link, answered from the result cache.
 */
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createCmsApp } from '../app';
import { createSeededDatabase } from '../db/open';
import { DEFAULT_SEED_OPTIONS } from '../seed/seed';

const { values } = parseArgs({ options: { lots: { type: 'string', default: '20000' }, runs: { type: 'string', default: '400' } } });
const lots = Number(values.lots);
const runs = Number(values.runs);

const dir = mkdtempSync(join(tmpdir(), 'cms-bench-'));
const path = join(dir, 'cms.sqlite');
const seedStarted = performance.now();
createSeededDatabase(path, { ...DEFAULT_SEED_OPTIONS, lots });
console.log(`seeded ${lots} apartments in ${Math.round(performance.now() - seedStarted)} ms`);

const db = new Database(path);
db.pragma('journal_mode = WAL');
const cold = createCmsApp(db, { resultCache: false });
const warm = createCmsApp(db);

const FILTER_SETS: Array<[string, string]> = [
  ['no filters, sorted by price', ''],
  ['2–3 rooms, up to 120 million ₽, free', 'rooms=2,3&price_max=120000000&status=free'],
  ['building 2, floors 10–25, area 60–140 m², whitebox or finish, by price per m² desc', 'building=2&floor_min=10&floor_max=25&area_min=60&area_max=140&renovation=whitebox,finish&ordering=-price_per_m2'],
];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

const timeRequest = async (app: typeof cold, query: string) => {
  const started = performance.now();
  const response = await app.fetch(new Request(`http://cms.bench/api/realty_list/apartments/?${query}`));
  const body = (await response.json()) as { count: number };
  return { ms: performance.now() - started, count: body.count };
};

/** Times `runs` requests per filter set, calling `before` ahead of each, and prints p50 and p99. */
async function measure(app: typeof cold, runs: number, before: () => void = () => {}) {
  for (const [label, query] of FILTER_SETS) {
    for (let i = 0; i < 30; i += 1) await timeRequest(app, query); // warm-up: statements, page cache, cell directory
    const times: number[] = [];
    let count = 0;
    for (let i = 0; i < runs; i += 1) {
      before();
      const result = await timeRequest(app, query);
      times.push(result.ms);
      count = result.count;
    }
    times.sort((a, b) => a - b);
    const figure = (p: number) => `p${p}=${percentile(times, p).toFixed(2)} ms`;
    console.log(`  ${label.padEnd(88)} count=${String(count).padStart(6)}  ${figure(50)}  ${figure(99)}`);
  }
}

async function main() {
  console.log('\ncold: no result cache, every request runs its SQL');
  await measure(cold, runs);
  console.log('\nafter a write: the first request after a change to the lots (rebuilds the cell directory)');
  const touch = db.prepare("UPDATE lots SET status = status WHERE id = (SELECT MIN(id) FROM lots WHERE type = 'apartments')");
  await measure(cold, Math.min(runs, 40), () => touch.run());
  console.log('\nwarm: repeated link, result cache');
  await measure(warm, runs);
}

void main().finally(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});
