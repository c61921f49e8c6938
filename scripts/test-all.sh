#!/usr/bin/env bash
# Every check and test: lint, typecheck, unit (Vitest), e2e (Playwright on the production build).
# Installs what it needs; prints each runner's summary and ends with one line "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1 CI="${CI:-1}"

bash scripts/ensure-deps.sh || { echo "0 passed, 1 failed"; exit 1; }
bash scripts/ensure-debian-packages.sh || { echo "0 passed, 1 failed"; exit 1; }
rm -rf reports && mkdir -p reports
status=0
step() {
  echo; echo "══ $1"
  shift
  if ! "$@"; then status=1; echo "✗ failed: $*"; fi
}

step "lint" npm run -s lint
step "typecheck" npm run -s typecheck
step "unit tests" npx vitest run --reporter=default --reporter=json --outputFile.json=reports/unit-results.json
step "e2e tests" bash scripts/e2e.sh

echo
node scripts/test-summary.mjs reports/unit-results.json reports/e2e-results.json || status=1
exit $status
