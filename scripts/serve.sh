#!/usr/bin/env bash
# Quick start: install, build and serve the site with the embedded CMS on http://localhost:3000 (nginx in front of
# one site process, as production runs it: scripts/serve.mjs).
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
# The demo lives on this machine: its public address is localhost (production sets SITE_URL).
export SITE_URL="${SITE_URL:-http://localhost:${PORT:-3000}}"
bash scripts/ensure-deps.sh
bash scripts/ensure-debian-packages.sh serve || echo "› nginx could not be installed: the site is served by Node alone"
npm run build --silent
exec node scripts/serve.mjs
