#!/usr/bin/env bash
# Quick start: install, build and serve the site with the embedded CMS on http://localhost:3000.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
bash scripts/ensure-deps.sh
node node_modules/next/dist/bin/next build
exec node scripts/server.mjs --port "${PORT:-3000}"
