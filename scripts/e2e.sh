#!/usr/bin/env bash
# Browser tests on the production build: next build, then Playwright starts next start (playwright.config.ts).
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
bash scripts/ensure-chromium.sh
node node_modules/next/dist/bin/next build
exec node node_modules/@playwright/test/cli.js test "$@"
