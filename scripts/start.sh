#!/bin/sh
# Starts the production server (scripts/server.mjs, its arguments passed on) with an allocator that gives memory back.
# Node on glibc keeps what a burst of requests allocated outside the JS heap (SQLite, TLS, the image
# optimiser's libvips): 75 s after `npm run fuzz`, after full GCs, RSS was twice its idle figure; jemalloc, which
# Debian ships (libjemalloc2) and sharp's documentation recommends, returns it (docs/decisions/0008-allocator.md).
# Without jemalloc, glibc with two arenas. SITE_ALLOCATOR=glibc keeps glibc as it is. The same file starts the
# standalone build (.next/standalone/scripts/start.sh).
if [ "${SITE_ALLOCATOR:-}" != glibc ]; then
  for lib in /usr/lib/x86_64-linux-gnu/libjemalloc.so.2 /usr/lib/aarch64-linux-gnu/libjemalloc.so.2 /usr/lib64/libjemalloc.so.2 /usr/lib/libjemalloc.so.2; do
    if [ -r "$lib" ]; then
      export LD_PRELOAD="$lib${LD_PRELOAD:+:$LD_PRELOAD}"
      # Freed pages go back to the system in the background within a few seconds, idle or not.
      export MALLOC_CONF="${MALLOC_CONF:-background_thread:true,dirty_decay_ms:5000,muzzy_decay_ms:5000}"
      break
    fi
  done
  export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"
fi
exec "${NODE:-node}" "$(dirname "$0")/server.mjs" "$@"
