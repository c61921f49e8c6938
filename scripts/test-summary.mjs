// Adds up the Vitest and Playwright JSON reports into the one line CI reads: "N passed, N failed[, N skipped][, N flaky]"
// (a flaky test, one that passed only on a retry, is counted as passed and named again in ", N flaky").
// A report that is missing (its runner crashed) counts as one failure. Before it: where the run's time went (each
// phase of npm test from the phases file test-all.sh writes; the e2e spec files by the time their tests took, summed
// over both browser projects), any e2e test that passed only on a retry (Playwright's "flaky"), by name, and last every
// failed test by name with the first line of its error, so that the tail of a CI log says what failed.
import { readFileSync } from 'node:fs';

const [unitPath, e2ePath, phasesPath] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;
let flaky = 0;

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
  flaky += stats.flaky ?? 0;
  if ((e2e.errors ?? []).length > 0) failed += 1;
}

printTimes(phasesPath, unit, e2e);
printFailures(unit, e2e);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}${flaky ? `, ${flaky} flaky` : ''}`);
process.exit(failed > 0 ? 1 : 0);

function printTimes(phasesFile, unitReport, e2eReport) {
  const seconds = (ms) => `${Math.round(ms / 1000)} s`.padStart(7);
  if (phasesFile) {
    let rows = [];
    try {
      rows = readFileSync(phasesFile, 'utf8').trim().split('\n').map((line) => line.split('\t'));
    } catch {
      rows = [];
    }
    if (rows.length) {
      console.log('\ntime by phase');
      // A sub-row ("  of which …") is written before the phase it belongs to ends: shown under that phase.
      const pending = [];
      let total = 0;
      for (const [name, value] of rows) {
        if (name.startsWith('  ')) {
          pending.push([name, value]);
          continue;
        }
        total += Number(value);
        console.log(`  ${name.padEnd(40)} ${seconds(Number(value) * 1000)}`);
        for (const [sub, subValue] of pending.splice(0)) console.log(`  ${sub.padEnd(40)} ${seconds(Number(subValue) * 1000)}`);
      }
      console.log(`  ${'total'.padEnd(40)} ${seconds(total * 1000)}`);
    }
  }
  if (unitReport?.testResults?.length) {
    const slowest = unitReport.testResults
      .map((file) => [file.name.replace(/^.*?\/tests\//, 'tests/'), (file.endTime ?? 0) - (file.startTime ?? 0)])
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5);
    console.log('\nslowest unit test files');
    for (const [name, ms] of slowest) console.log(`  ${name.padEnd(52)} ${seconds(ms)}`);
  }
  const byFile = new Map();
  const flakyNames = [];
  for (const { file, spec, run } of e2eRuns(e2eReport)) {
    const ms = (run.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0);
    byFile.set(file, (byFile.get(file) ?? 0) + ms);
    if (run.status === 'flaky') flakyNames.push(`${file} › ${spec.title} [${run.projectName}]`);
  }
  if (byFile.size) {
    console.log('\ne2e spec files by test time (both projects, summed over the workers)');
    for (const [file, ms] of [...byFile].sort((a, b) => b[1] - a[1])) console.log(`  ${file.padEnd(40)} ${seconds(ms)}`);
  }
  if (flakyNames.length) {
    console.log(`\nflaky: ${flakyNames.length} e2e test(s) failed, then passed on a retry`);
    for (const name of flakyNames) console.log(`  ${name}`);
  }
}

/** Every run of every e2e test in Playwright's JSON report (a test runs once a project), with its spec file. */
function* e2eRuns(report) {
  function* walk(suite, file) {
    for (const spec of suite.specs ?? []) for (const run of spec.tests ?? []) yield { file, spec, run };
    for (const child of suite.suites ?? []) yield* walk(child, file);
  }
  for (const suite of report?.suites ?? []) yield* walk(suite, suite.file ?? suite.title);
}

/** The first line of an error that says something, without the terminal's colour codes. */
function firstLine(text) {
  const plain = String(text ?? '').replace(/\u001b\[[0-9;]*m/g, '');
  return (plain.split('\n').find((line) => line.trim()) ?? '').trim().slice(0, 200);
}

function printFailures(unitReport, e2eReport) {
  const names = [];
  for (const file of unitReport?.testResults ?? []) {
    const path = file.name.replace(/^.*?\/tests\//, 'tests/');
    const tests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of tests) names.push(`${path} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    // A file that failed before its tests ran (an import, a syntax error) has none failed but a message.
    if (!tests.length && file.status === 'failed') names.push(`${path}: ${firstLine(file.message)}`);
  }
  for (const { file, spec, run } of e2eRuns(e2eReport)) {
    if (run.status !== 'unexpected') continue;
    const error = (run.results ?? []).at(-1)?.errors?.[0]?.message;
    names.push(`${file}:${spec.line} › ${spec.title} [${run.projectName}]: ${firstLine(error)}`);
  }
  for (const error of e2eReport?.errors ?? []) names.push(`e2e: ${firstLine(error.message)}`);
  if (!names.length) return;
  console.log(`\nfailed: ${names.length}`);
  for (const name of names) console.log(`  ${name}`);
}
