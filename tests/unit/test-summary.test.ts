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
  suites: [
    {
      file: 'lead.spec.ts',
      specs: statuses.map((status, i) => ({
        title: `test ${i}`,
        line: 10 + i,
        tests: [{ status, projectName: 'mobile', results: [{ duration: 1000, errors: status === 'unexpected' ? [{ message: '\u001b[31mError: expect(locator).toBeVisible() failed\u001b[39m\n\nLocator: …' }] : [] }] }],
      })),
    },
  ],
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

describe('what failed is named at the end of the log, before the closing line', () => {
  it('an e2e test: its file, line, title and project with the first line of its error', () => {
    const { lines } = summarise(unit, e2eRun(['expected', 'unexpected']));
    expect(lines.slice(-3)).toEqual(['failed: 1', '  lead.spec.ts:11 › test 1 [mobile]: Error: expect(locator).toBeVisible() failed', '11 passed, 1 failed, 1 skipped']);
  });

  it('a unit test, and a unit file that failed before its tests ran', () => {
    const failing = {
      ...unit,
      numFailedTests: 1,
      success: false,
      testResults: [
        { name: '/repo/tests/unit/a.test.ts', status: 'failed', message: '', assertionResults: [{ fullName: 'the warm-up asks again', status: 'failed', failureMessages: ['AssertionError: expected 1 to be 2\n  at …'] }, { fullName: 'passes', status: 'passed', failureMessages: [] }] },
        { name: '/repo/tests/unit/b.test.ts', status: 'failed', message: 'Failed to load url ./missing', assertionResults: [] },
      ],
    };
    const { lines } = summarise(failing, e2eRun(['expected']));
    expect(lines.slice(-4)).toEqual(['failed: 2', '  tests/unit/a.test.ts › the warm-up asks again: AssertionError: expected 1 to be 2', '  tests/unit/b.test.ts: Failed to load url ./missing', '11 passed, 1 failed, 1 skipped']);
  });

  it('nothing failed: no list', () => {
    expect(summarise(unit, e2eRun(['expected'])).lines.some((line) => line.startsWith('failed:'))).toBe(false);
  });
});
