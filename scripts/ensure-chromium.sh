#!/usr/bin/env bash
# Browser tests use Debian's Chromium: a Playwright browser download is impossible on this machine.
set -euo pipefail
if [ ! -x /usr/bin/chromium ]; then
  echo "› apt-get install chromium"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium poppler-utils >/dev/null
fi
