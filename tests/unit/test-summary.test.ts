// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** npm test's closing step on these two reports (null: no report written); its output lines and exit code. */
function summarise(unit: object | null, e2e: object | null) {
  const dir = mkdtempSync(join(tmpdir(), 'summary-'));
  const paths = ['unit.json', 'e2e.json'].map((name) => join(dir, name));
  if (unit) writeFileSync(paths[0]!, JSON.stringify(unit));
  if (e2e) writeFileSync(paths[1]!, JSON.stringify(e2e));
  const run = spawnSync(process.execPath, ['scripts/test-summary.mjs', ...paths], { encoding: 'utf8' });
  const lines = run.stdout.trim().split('\n');
  return { lines, last: lines.at(-1), status: run.status };
}

const unit = { numPassedTests: 10, numFailedTests: 0, numPendingTests: 1, success: true, testResults: [] };
const e2eRun = (statuses: string[]) => ({
  stats: {
    expected: statuses.filter((s) => s === 'expected').length,
    unexpected: statuses.filter((s) => s === 'unexpected').length,
    flaky: statuses.filter((s) => s === 'flaky').length,
    skipped: 0,
  },
  errors: [],
  suites: [{ file: 'lead.spec.ts', specs: statuses.map((status, i) => ({ title: `test ${i}`, tests: [{ status, projectName: 'mobile', results: [{ duration: 1000 }] }] })) }],
});

describe("npm test's closing line", () => {
  it.each([
    ['every test passed', e2eRun(['expected', 'expected']), '12 passed, 0 failed, 1 skipped', 0],
    ['a test passed only on its retry: counted and named', e2eRun(['expected', 'flaky']), '12 passed, 0 failed, 1 skipped, 1 flaky', 0],
    ['a test failed', e2eRun(['expected', 'unexpected']), '11 passed, 1 failed, 1 skipped', 1],
    ['the e2e runner wrote no report', null, '10 passed, 1 failed, 1 skipped', 1],
  ])('%s', (_name, e2e, closing, status) => {
    const result = summarise(unit, e2e);
    expect(result.last).toBe(closing);
    expect(result.status).toBe(status);
    if (closing.includes('flaky')) expect(result.lines).toContain('  lead.spec.ts › test 1 [mobile]');
  });
});
