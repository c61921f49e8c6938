// After `next build`: completes .next/standalone into a folder that runs on its own (README "Running in
// production"): the build's static files and public/ (Next leaves them to a CDN or a copy), and the front server
// (scripts/server.mjs: client address, CSP hashes, page status) with the files and packages it needs, traced by
// @vercel/nft (what Next traces its own server with), and its start script (scripts/start.sh: the allocator).
// Start: `sh .next/standalone/scripts/start.sh --port 3000`.
import { cpSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { nodeFileTrace } from '@vercel/nft';
import { precompress } from './build/precompress.mjs';
import { headStylesheets } from './server/stylesheet-hints.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, '.next', 'standalone');
if (!existsSync(join(out, '.next'))) {
  console.error('[standalone] .next/standalone is missing: run `next build` first (next.config.ts has output: standalone)');
  process.exit(1);
}

// The front server reads the stylesheets Next links in a page's <head> to name them in its Link header
// (server/stylesheet-hints.mjs); Next has no setting for it. If Next writes them so that the reading misses them, the
// build stops here instead of the hint going quietly: the prerendered home page is read as the server would read it.
const home = join(root, '.next', 'server', 'app', 'index.html');
const homeHtml = existsSync(home) ? readFileSync(home, 'utf8') : '';
const homeHead = homeHtml.slice(0, Math.max(0, homeHtml.search(/<\/head\s*>/i)));
const inHead = new Set(homeHead.match(/\/_next\/static\/[^"'\s>]+\.css/g) ?? []);
const named = headStylesheets(homeHtml);
if (inHead.size === 0 || named.length !== inHead.size || !named.every((href) => inHead.has(href))) {
  console.error(`[standalone] the front server's reading of Next's stylesheet links no longer matches the prerendered home page (${home}): its head names ${[...inHead].join(', ') || 'no stylesheet'}, the reading found ${named.join(', ') || 'none'} (scripts/server/stylesheet-hints.mjs)`);
  process.exit(1);
}

const packed = precompress(join(root, '.next', 'static'));
console.log(`[standalone] ${packed.files} static files compressed for nginx: ${(packed.raw / 1024).toFixed(0)} kB, ${(packed.br / 1024).toFixed(0)} kB at brotli 11`);
cpSync(join(root, '.next', 'static'), join(out, '.next', 'static'), { recursive: true });
if (existsSync(join(root, 'public'))) cpSync(join(root, 'public'), join(out, 'public'), { recursive: true });
// The demo's rendered pictures: the embedded CMS stores them in its database when it seeds one (cms/seed/pictures.ts).
cpSync(join(root, 'cms', 'seed', 'pictures'), join(out, 'cms', 'seed', 'pictures'), { recursive: true });
// The fonts the CMS typesets its documents in (cms/documents/typeset.ts).
cpSync(join(root, 'cms', 'documents', 'fonts'), join(out, 'cms', 'documents', 'fonts'), { recursive: true });

// Next itself is not traced again: the standalone build holds what its server needs, and its own .next (the build's
// id, which names the code cache's folder, and that folder, which each server fills for itself: server/code-cache.mjs).
const { fileList } = await nodeFileTrace([join(root, 'scripts', 'server.mjs')], { base: root, processCwd: root, ignore: (file) => file.startsWith('node_modules/next/') || file.startsWith('.next/') });
let copied = 0;
for (const file of fileList) {
  const target = join(out, file);
  // Most of Next is in the standalone build already (what its server needs); only the rest is added.
  if (existsSync(target)) continue;
  mkdirSync(dirname(target), { recursive: true });
  cpSync(join(root, file), target, { dereference: true });
  copied += 1;
}
cpSync(join(root, 'scripts', 'start.sh'), join(out, 'scripts', 'start.sh'));
console.log(`[standalone] ${relative(root, out)}: static files, public/, and the front server with ${copied} traced files`);
