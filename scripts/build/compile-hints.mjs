// Chrome's explicit compile hint (V8, Chrome 136+) on the scripts every page runs as it loads: the magic comment
// `//# allFunctionsCalledOnLoad` at the top of a script makes V8 compile all its functions while the script streams
// in, on a background thread, instead of lazily on the main thread the first time each is called. On this site that
// lazy compilation was most of the startup task (214 of 332 ms of a catalogue load at Lighthouse's 4× phone CPU):
// the whole client runs once during hydration, so every function of these scripts is called on load anyway.
//
// Only the startup scripts get it: Next's own (the build manifest's rootMainFiles) and each route's entry scripts
// (`entryJSFiles` of its client reference manifest). Scripts loaded on demand (the callback panel, the
// booking panel, the lightbox) stay lazy: compiling them eagerly would cost a page that never opens them.
//
// Run by `next build` itself (next.config.ts `compiler.runAfterProductionCompile`: after the compile, before the
// pages are prerendered and before the standalone copy), so every build has it. The names stay those of the
// compiled content: the change is the same for every build of the same content. A source map next to a script is
// moved down a line with it.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createContext, runInContext } from 'node:vm';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The `*_client-reference-manifest.js` files under `dir`, at any depth. */
function referenceManifests(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('_client-reference-manifest.js'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * The scripts (paths under distDir, `static/chunks/….js`) a page of this build runs as it loads.
 * @param {string} distDir
 * @returns {string[]}
 */
export function startupScripts(distDir) {
  const scripts = new Set();
  const build = JSON.parse(readFileSync(join(distDir, 'build-manifest.json'), 'utf8'));
  for (const file of build.rootMainFiles ?? []) scripts.add(file);
  for (const file of referenceManifests(join(distDir, 'server', 'app'))) {
    // The manifest is a script that assigns globalThis.__RSC_MANIFEST[route]: run in a context of its own.
    const context = createContext({});
    runInContext(readFileSync(file, 'utf8'), context);
    for (const manifest of Object.values(context.__RSC_MANIFEST ?? {})) {
      for (const files of Object.values(manifest.entryJSFiles ?? {})) for (const script of files) scripts.add(script);
    }
  }
  return [...scripts].filter((file) => file.endsWith('.js')).sort();
}

/** Moves a source map's mappings one line down (the hint's line has none). */
function shiftSourceMap(mapFile) {
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  if (Array.isArray(map.sections)) for (const section of map.sections) section.offset.line += 1;
  else map.mappings = `;${map.mappings}`;
  writeFileSync(mapFile, JSON.stringify(map));
}

/**
 * Puts the hint at the top of each startup script that lacks it.
 * @param {string} distDir the build's folder (.next)
 * @returns {{ scripts: number, hinted: number }} the startup scripts, and how many got the hint now (0 on a second run)
 */
export function addCompileHints(distDir) {
  const scripts = startupScripts(distDir);
  let hinted = 0;
  for (const script of scripts) {
    const file = join(distDir, script);
    if (!existsSync(file)) continue;
    const code = readFileSync(file, 'utf8');
    if (code.startsWith(COMPILE_HINT)) continue;
    writeFileSync(file, COMPILE_HINT + code);
    const mapRef = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code)?.[1];
    const mapFile = mapRef && !mapRef.startsWith('data:') ? join(file, '..', mapRef) : null;
    if (mapFile && existsSync(mapFile)) shiftSourceMap(mapFile);
    hinted += 1;
  }
  return { scripts: scripts.length, hinted };
}
