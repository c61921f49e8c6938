#!/usr/bin/env bash
# Every check and test: lint, typecheck, unit (Vitest), e2e (Playwright on the production build).
# Installs what it needs; prints each runner's summary and ends with one line "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1 CI="${CI:-1}"

rm -rf reports && mkdir -p reports
# Where the time goes: each phase's seconds, printed in a table at the end (scripts/test-summary.mjs).
export TEST_PHASES_FILE="$PWD/reports/phases.tsv"
phase_started=$(date +%s)
phase_done() {
  local now; now=$(date +%s)
  printf '%s\t%s\n' "$1" "$((now - phase_started))" >> "$TEST_PHASES_FILE"
  phase_started=$now
}
# Three installs that need each other only at the end: Debian's packages (the network and dpkg) beside npm ci, and
# better-sqlite3's compile (one core for 60–90 s) beside lint and the type check, which never load it. The unit tests
# wait for both (they start Redis and open SQLite).
bash scripts/ensure-debian-packages.sh > reports/debian-packages.log 2>&1 &
debian_pid=$!
bash scripts/ensure-deps.sh --native-later || { echo "0 passed, 1 failed"; exit 1; }
phase_done "install (npm ci; Debian packages beside it)"
# SQLite's C file at -O1 (gcc's flags after the package's -O3; the last one counts): 100 → 58 s of one core on this
# machine, the longest of the three. The queries it runs for the tests are as fast within this machine's noise (all
# rows of the demo's four largest tables read 1,200 times: 13.7–15.2 s at -O3, 14.3–16.2 s at -O1, three runs each,
# alternating); a production install (scripts/ensure-deps.sh) compiles it as the package says.
CFLAGS="${CFLAGS:-} -O1" bash scripts/build-native.sh > reports/build-native.log 2>&1 &
native_pid=$!
# What ran beside the other steps, printed once it is done; a failure ends the run as a failed install.
finish_install() {
  local name=$1 pid=$2 log=$3
  if wait "$pid"; then cat "$log"; return; fi
  cat "$log"; echo "✗ failed: $name"; echo "0 passed, 1 failed"; exit 1
}
status=0
step() {
  echo; echo "══ $1"
  local name=$1
  shift
  if ! "$@"; then status=1; echo "✗ failed: $*"; fi
  phase_done "$name"
}

# Lint and the type check use one core each: side by side, their output printed one after the other.
echo; echo "══ lint and typecheck (side by side)"
npm run -s lint > reports/lint.log 2>&1 &
lint_pid=$!
npm run -s typecheck > reports/typecheck.log 2>&1
typecheck_status=$?
wait "$lint_pid"
lint_status=$?
cat reports/lint.log reports/typecheck.log
if [ "$lint_status" -ne 0 ]; then status=1; echo "✗ failed: npm run lint"; fi
if [ "$typecheck_status" -ne 0 ]; then status=1; echo "✗ failed: npm run typecheck"; fi
# The production build of the e2e phase need not check the same types again (next.config.ts).
if [ "$typecheck_status" -eq 0 ]; then export TYPES_CHECKED=1; fi
finish_install "Debian packages" "$debian_pid" reports/debian-packages.log
finish_install "better-sqlite3's compile" "$native_pid" reports/build-native.log
phase_done "lint and typecheck (side by side, better-sqlite3 compiled beside them)"
step "unit tests" npx vitest run --reporter=default --reporter=json --outputFile.json=reports/unit-results.json
step "e2e tests" bash scripts/e2e.sh

echo
node scripts/test-summary.mjs reports/unit-results.json reports/e2e-results.json "$TEST_PHASES_FILE" || status=1
exit $status
