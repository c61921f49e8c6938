#!/usr/bin/env bash
# Installs the npm dependencies when node_modules is missing or older than the lockfile.
# better-sqlite3 compiles from source here, against Node's own headers in /usr.
set -euo pipefail
cd "$(dirname "$0")/.."
export npm_config_nodedir=/usr NEXT_TELEMETRY_DISABLED=1
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "› npm ci"
  npm ci --no-audit --no-fund
fi
