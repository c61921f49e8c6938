#!/usr/bin/env bash
# better-sqlite3's native module, compiled when missing against Node's own headers in /usr (its prebuilt download
# cannot be reached here): one C file of SQLite, 60–90 s on one core, which no -j shortens.
set -euo pipefail
cd "$(dirname "$0")/.."
export npm_config_nodedir=/usr
if [ -f node_modules/better-sqlite3/build/Release/better_sqlite3.node ]; then exit 0; fi
echo "› compiling better-sqlite3"
npm rebuild --no-audit better-sqlite3
