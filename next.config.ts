import { join } from 'node:path';
import type { NextConfig } from 'next';
import { CMS_CACHE, CMS_RESILIENCE } from './lib/config/cache';
import { addCompileHints } from './scripts/build/compile-hints.mjs';
import { IMAGE_QUALITY } from './lib/config/image-sizes';

const nextConfig: NextConfig = {
  // A self-contained server in .next/standalone for replicas (scripts/standalone.mjs adds the front server):
  // README "Running in production".
  output: 'standalone',
  // Both caches by Next's documented handler interfaces, with their own tag map (lib/cache/tag-times.mjs) shared by
  // the replicas through Redis when REDIS_URL is set (docs/decisions/0005-replicas.md): 'use cache' entries in
  // memory and Redis; pages (ISR) in each replica's memory, let go when no one reads them.
  cacheHandlers: { default: join(process.cwd(), 'lib/cache/use-cache-handler.mjs') },
  cacheHandler: join(process.cwd(), 'lib/cache/page-cache-handler.mjs'),
  reactStrictMode: true,
  compiler: {
    // Chrome compiles the scripts every page runs at startup while they stream in, off the main thread
    // (scripts/build/compile-hints.mjs): the phone's main thread is left the hydration itself.
    runAfterProductionCompile: async ({ distDir }) => {
      const { scripts, hinted } = addCompileHints(distDir);
      console.log(`[compile hints] ${hinted} of ${scripts} startup scripts hinted`);
    },
  },
  poweredByHeader: false,
  // `next build` type-checks the project (24 s of a cold build on two cores) unless told the check has passed: the
  // test command runs `tsc --noEmit` over the same tsconfig first and sets TYPES_CHECKED=1 when it passed
  // (scripts/test-all.sh). Every other build (npm run build, npm run serve, a deploy) checks the types itself.
  typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED === '1' },
  // nginx compresses (deploy/nginx, in front of npm run serve and production): the front server (scripts/server.mjs)
  // must see a page's HTML uncompressed to hash its inline scripts for the CSP.
  compress: false,
  // Pages are prerendered and served from the cache; CMS reads are cached by tag ('use cache') and
  // expired by the CMS's webhook (app/api/revalidate). docs/decisions/0001-caching.md.
  cacheComponents: true,
  // Lots not prerendered at build render in full on their first visit (complete HTML for search engines), then come from the cache.
  partialPrefetching: false,
  experimental: {
    // Each route's code is loaded by its first request, not all at once after the start (docs: guides/memory-usage):
    // the first answer after a start no longer shares the CPU with compiling every route (8.5 MB of JS). Measured
    // with the setting flipped on the same build, six starts each, median: /healthz 1.71 → 1.43 s, / 2.27 → 2.01 s.
    // The warm-up (scripts/server/warm-pages.mjs) loads the pages' routes 5 s after the start anyway.
    preloadEntriesOnStart: false,
    // Fewer, larger CSS chunks: on a phone each render-blocking stylesheet is a request before the first paint.
    // The whole site's CSS is 158 kB raw, 25 kB gzip (6 December), cached once for every page, so a route loading
    // the CSS of other routes costs less than another round trip: a request is priced above the whole site's CSS,
    // which leaves three stylesheets a page (fonts and base, components, the site frame: 148 kB raw, 21 kB brotli;
    // the default 100 kB price left 4–5 on the home page). `inlineCss` (no stylesheet requests) was built and
    // weighed: the home page's HTML grew from 122 to 579 kB raw, 23 to 96 kB gzip (the CSS in a <style> and again in
    // the RSC payload), more bytes before the largest paint than the stylesheets it saves.
    cssChunking: { type: 'graph', requestCost: 10_000_000 },
  },
  cacheLife: {
    [CMS_CACHE.profile]: CMS_CACHE.life,
    [CMS_RESILIENCE.degraded.profile]: CMS_RESILIENCE.degraded.life,
    [CMS_RESILIENCE.failure.profile]: CMS_RESILIENCE.failure.life,
  },
  // The menu links of SPEC §2 end with a slash (/lots/params/apartments/) while other routes do not, which
  // Next's one global rule cannot express: proxy.ts gives each page its one form and redirects (308) the other.
  skipTrailingSlashRedirect: true,
  serverExternalPackages: ['better-sqlite3'],
  // The CMS's raster pictures (components/ui/Picture.tsx) resized for the screen and re-encoded as AVIF or
  // WebP. Only the same-origin media proxy is a source (versioned names, no query); the widths are the
  // layouts' (lib/config/image-sizes.ts) up to a 1600 px hero at twice a phone's density; media names change
  // with their content, so an optimised copy is kept a year.
  images: {
    localPatterns: [{ pathname: '/api/media/**', search: '' }],
    formats: ['image/avif', 'image/webp'],
    qualities: [IMAGE_QUALITY],
    deviceSizes: [640, 828, 1080, 1280, 1600],
    imageSizes: [320, 480],
    minimumCacheTTL: 31_536_000,
  },
};

export default nextConfig;
