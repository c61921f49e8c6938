#!/usr/bin/env bash
# Installs the npm dependencies when node_modules is missing or older than the lockfile, then compiles better-sqlite3
# (scripts/build-native.sh). With --native-later the compile is left to the caller: npm test runs it beside lint and
# the type check, which do not load it (scripts/test-all.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
export npm_config_nodedir=/usr NEXT_TELEMETRY_DISABLED=1
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "› npm ci"
  npm ci --no-audit --no-fund --ignore-scripts
  # Every other package's install script, found the way npm finds them (esbuild's and unrs-resolver's checks, a
  # few seconds together); better-sqlite3's is the compile below.
  scripted=$(npm query ':is(:attr(scripts, [preinstall]), :attr(scripts, [install]), :attr(scripts, [postinstall]))' \
    | node -e 'const names = JSON.parse(require("fs").readFileSync(0, "utf8")).map((p) => p.name); console.log([...new Set(names)].filter((n) => n !== "better-sqlite3").join(" "))')
  # shellcheck disable=SC2086
  if [ -n "$scripted" ]; then npm rebuild --no-audit $scripted; fi
fi
if [ "${1:-}" != --native-later ]; then bash scripts/build-native.sh; fi
