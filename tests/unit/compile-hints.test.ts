// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT, startupScripts } from '@/scripts/build/compile-hints.mjs';

/**
 * A build folder as Next 16 with Turbopack leaves it: Next's scripts in the build manifest, a route's entry
 * scripts in its client reference manifest, and a script only loaded on demand (a dynamic import).
 */
function fakeBuild() {
  const dist = mkdtempSync(join(tmpdir(), 'compile-hints-'));
  const chunks = join(dist, 'static', 'chunks');
  mkdirSync(chunks, { recursive: true });
  writeFileSync(join(dist, 'build-manifest.json'), JSON.stringify({ rootMainFiles: ['static/chunks/next.js', 'static/chunks/turbopack-runtime.js'] }));
  const route = join(dist, 'server', 'app', '(site)', 'lots', 'page');
  mkdirSync(route, { recursive: true });
  const manifest = {
    clientModules: { '[project]/components/callback/CallbackPanel.tsx': { chunks: ['/_next/static/chunks/panel.js'], async: true } },
    entryJSFiles: { '[project]/app/layout': ['static/chunks/layout.js'], '[project]/app/(site)/lots/page': ['static/chunks/layout.js', 'static/chunks/catalogue.js'] },
  };
  writeFileSync(
    join(route, '..', 'page_client-reference-manifest.js'),
    `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST["/(site)/lots/page"] = ${JSON.stringify(manifest)};\n`,
  );
  for (const name of ['next', 'layout', 'panel']) writeFileSync(join(chunks, `${name}.js`), `console.log(${JSON.stringify(name)});\n`);
  writeFileSync(join(chunks, 'turbopack-runtime.js'), 'console.log("runtime");\n//# sourceMappingURL=runtime.map');
  const section = (line: number) => ({ offset: { line, column: 0 }, map: { version: 3, sources: [], names: [], mappings: '' } });
  writeFileSync(join(chunks, 'runtime.map'), JSON.stringify({ version: 3, sections: [section(0), section(40)] }));
  writeFileSync(join(chunks, 'catalogue.js'), 'console.log("catalogue");\n//# sourceMappingURL=catalogue.js.map');
  writeFileSync(join(chunks, 'catalogue.js.map'), JSON.stringify({ version: 3, sources: ['catalogue.tsx'], names: [], mappings: 'AAAA' }));
  writeFileSync(join(chunks, 'layout.js.map'), JSON.stringify({ version: 3, sources: [], names: [], mappings: 'AAAA' }));
  return { dist, read: (name: string) => readFileSync(join(chunks, name), 'utf8') };
}

describe('compile hints on the scripts every page runs at startup', () => {
  it("finds Next's scripts and every route's entry scripts, not the ones loaded on demand", () => {
    const { dist } = fakeBuild();
    expect(startupScripts(dist)).toEqual(['static/chunks/catalogue.js', 'static/chunks/layout.js', 'static/chunks/next.js', 'static/chunks/turbopack-runtime.js']);
  });

  it('puts the hint on the first line of each startup script, leaves the rest as it was, and the dynamic script alone', () => {
    const { dist, read } = fakeBuild();
    expect(addCompileHints(dist)).toEqual({ scripts: 4, hinted: 4 });
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
    for (const name of ['next', 'layout']) expect(read(`${name}.js`)).toBe(`//# allFunctionsCalledOnLoad\nconsole.log(${JSON.stringify(name)});\n`);
    expect(read('panel.js')).toBe('console.log("panel");\n');
  });

  it('moves source maps one line down with their script (plain and sectioned maps)', () => {
    const { dist, read } = fakeBuild();
    addCompileHints(dist);
    expect(JSON.parse(read('catalogue.js.map')).mappings).toBe(';AAAA');
    expect(JSON.parse(read('runtime.map')).sections.map((section: { offset: { line: number } }) => section.offset.line)).toEqual([1, 41]);
    // layout.js names no map, so a map beside it is not its own and is left alone.
    expect(JSON.parse(read('layout.js.map')).mappings).toBe('AAAA');
  });

  it('a second run changes nothing (a build folder hinted twice stays the same)', () => {
    const { dist, read } = fakeBuild();
    addCompileHints(dist);
    const before = ['catalogue.js', 'catalogue.js.map', 'next.js'].map(read);
    expect(addCompileHints(dist)).toEqual({ scripts: 4, hinted: 0 });
    expect(['catalogue.js', 'catalogue.js.map', 'next.js'].map(read)).toEqual(before);
  });
});
