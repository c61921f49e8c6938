#!/usr/bin/env bash
# Quick start: install, build and serve the site with the embedded CMS on http://localhost:3000.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
# The demo lives on this machine: its public address is localhost (production sets SITE_URL).
export SITE_URL="${SITE_URL:-http://localhost:${PORT:-3000}}"
bash scripts/ensure-deps.sh
npm run build --silent
exec sh scripts/start.sh --port "${PORT:-3000}"
