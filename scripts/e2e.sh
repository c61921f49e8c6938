#!/usr/bin/env bash
# Browser tests on the production build: `npm run build` (next build, the standalone folder the cluster test runs,
# the static files compressed for nginx), then Playwright starts the site's own server (scripts/server.mjs, as
# `npm start` and every replica run it), the CMS and the other servers of playwright.config.ts.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
# The servers the tests start make no pages ahead of their visitors (scripts/server/warm-pages.mjs): the warm-up's two
# minutes of rendering would share the runner's two cores with the tests, which measure no crawl (npm run bench:crawl does).
export WARM_PAGES=off
bash scripts/ensure-debian-packages.sh
# A fresh demo database for this run, shared by the servers Playwright starts, and the one-queue complex's: seeded
# beside the build (each ~6 s, mostly one core; the build prerenders with one worker).
export E2E_CMS_DB_PATH="${E2E_CMS_DB_PATH:-.data/e2e.sqlite}"
export E2E_ONE_QUEUE_DB_PATH="${E2E_ONE_QUEUE_DB_PATH:-.data/e2e-one-queue.sqlite}"
mkdir -p reports
node node_modules/tsx/dist/cli.mjs cms/cli/seed.ts --db "$E2E_CMS_DB_PATH" > reports/seed.log 2>&1 &
seed_pid=$!
node node_modules/tsx/dist/cli.mjs cms/cli/seed.ts --db "$E2E_ONE_QUEUE_DB_PATH" --queues 1 > reports/seed-one-queue.log 2>&1 &
seed_one_queue_pid=$!
started=$(date +%s)
npm run build --silent
# The build's share of the e2e phase, for the time table of npm test (scripts/test-summary.mjs).
if [ -n "${TEST_PHASES_FILE:-}" ]; then printf '%s\t%s\n' "  of which the production build" "$(($(date +%s) - started))" >> "$TEST_PHASES_FILE"; fi
seeded=0
wait "$seed_pid" || seeded=1
wait "$seed_one_queue_pid" || seeded=1
cat reports/seed.log reports/seed-one-queue.log
if [ "$seeded" -ne 0 ]; then echo "✗ failed: seeding the e2e databases"; exit 1; fi
exec node node_modules/@playwright/test/cli.js test "$@"
