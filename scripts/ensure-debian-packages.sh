#!/usr/bin/env bash
# The Debian packages the tests use, installed when missing (no downloads but Debian's and npm's on this machine):
# - chromium-headless-shell: the browser tests (a Playwright browser download is impossible here), and chromium, the
#   full browser, for the font swap's test (playwright.config.ts) and the benchmarks;
# - fonts-liberation: the metric-matched fallback faces stand on Liberation Sans and Serif (styles/_fonts.scss); a
#   recommendation of Chromium's, so missing where Chromium came with --no-install-recommends (the `render` line below),
#   and then a first visit paints in DejaVu and moves when the brand fonts arrive (e2e/fonts.spec.ts);
# - poppler-utils: pdftotext/pdfinfo read the print view's PDF in the e2e tests;
# - redis-server: what replicas share (lead limit, outbox, Next's cache) is tested against a real Redis;
# - nginx and its brotli modules: in front of npm run serve, the local cluster (npm run cluster, e2e/cluster.spec.ts) and
#   bench:lighthouse, by the repository's configuration (deploy/nginx);
# - libjemalloc2: the allocator the server starts on (scripts/start.sh, docs/decisions/0008-allocator.md).
# With `serve` (npm run serve): only what serving the site needs, nginx, its brotli modules and the allocator.
# With `render` (npm run render:pictures): Chromium, and Blender with the NumPy its glTF importer needs (the
# path-traced shots, cms/render/cycles.ts); not the tests' business.
set -euo pipefail
missing=""
if [ "${1:-}" = render ]; then
  recommends=--no-install-recommends  # Blender's recommends are hundreds of megabytes of what a headless render never loads
  [ -x /usr/bin/chromium ] || missing="$missing chromium"
  [ -f /usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf ] || missing="$missing fonts-liberation"
  command -v blender >/dev/null 2>&1 || missing="$missing blender"
  # Blender runs Debian's own Python (not one first on the PATH, such as pyenv's)
  /usr/bin/python3 -c 'import numpy' >/dev/null 2>&1 || missing="$missing python3-numpy"
else
  if [ "${1:-}" != serve ]; then
    [ -x /usr/bin/chromium ] || missing="$missing chromium"
    [ -x /usr/lib/chromium/chromium-headless-shell ] || missing="$missing chromium-headless-shell"
    [ -f /usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf ] || missing="$missing fonts-liberation"
    command -v pdftotext >/dev/null 2>&1 || missing="$missing poppler-utils"
    [ -x /usr/bin/redis-server ] || missing="$missing redis-server"
  fi
  [ -x /usr/sbin/nginx ] || missing="$missing nginx"
  ls /usr/lib/*/libjemalloc.so.2 >/dev/null 2>&1 || missing="$missing libjemalloc2"
  [ -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] || missing="$missing libnginx-mod-http-brotli-static"
  [ -f /usr/lib/nginx/modules/ngx_http_brotli_filter_module.so ] || missing="$missing libnginx-mod-http-brotli-filter"
fi
if [ -n "$missing" ]; then
  echo "› apt-get install$missing"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  # shellcheck disable=SC2086
  apt-get install -y -qq ${recommends:-} $missing >/dev/null
fi
