#!/usr/bin/env bash
# Browser tests use Debian's Chromium: a Playwright browser download is impossible on this machine.
set -euo pipefail
# pdftotext/pdfinfo (poppler-utils) read the print view's PDF in the e2e tests.
missing=""
[ -x /usr/bin/chromium ] || missing="$missing chromium"
command -v pdftotext >/dev/null 2>&1 || missing="$missing poppler-utils"
if [ -n "$missing" ]; then
  echo "› apt-get install$missing"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  # shellcheck disable=SC2086
  apt-get install -y -qq $missing >/dev/null
fi
