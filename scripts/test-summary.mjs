// Adds up the Vitest and Playwright JSON reports into the one line CI reads: "N passed, N failed[, N skipped]".
// A report that is missing (its runner crashed) counts as one failure.
import { readFileSync } from 'node:fs';

const [unitPath, e2ePath] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;

function read(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    console.log(`no report at ${path}: counted as one failure`);
    failed += 1;
    return null;
  }
}

const unit = read(unitPath);
if (unit) {
  passed += unit.numPassedTests ?? 0;
  failed += (unit.numFailedTests ?? 0) + (unit.success === false && !unit.numFailedTests ? 1 : 0);
  skipped += (unit.numPendingTests ?? 0) + (unit.numTodoTests ?? 0);
}

const e2e = read(e2ePath);
if (e2e) {
  const stats = e2e.stats ?? {};
  passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  failed += stats.unexpected ?? 0;
  skipped += stats.skipped ?? 0;
  if ((e2e.errors ?? []).length > 0) failed += 1;
}

console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
