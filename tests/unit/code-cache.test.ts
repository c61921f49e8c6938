// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The server's V8 code cache (scripts/server/code-cache.mjs, issue 61's cold start): a second start of the same code reads
 * what the first compiled, and a module behaves the same from the cache as from Node's own compile. Each start is a
 * process of its own, as a server's is.
 */
const CODE_CACHE = resolve('scripts/server/code-cache.mjs');

function project() {
  const root = mkdtempSync(join(tmpdir(), 'code-cache-'));
  const app = join(root, 'app');
  mkdirSync(app);
  writeFileSync(join(app, 'math.js'), 'exports.add = (a, b) => a + b;\n');
  writeFileSync(
    join(app, 'main.js'),
    "const math = require('./math');\nmodule.exports = { sum: math.add(2, 3), dir: __dirname, file: __filename, resolved: require.resolve('./math'), self: module.id === __filename, thisIsExports: this === module.exports };\n",
  );
  writeFileSync(join(app, 'where.js'), "module.exports = () => new Error('here').stack.split('\\n')[1];\n");
  writeFileSync(join(app, 'lazy.js'), "module.exports = () => import('node:path').then((path) => path.sep);\n");
  return { root, app, folder: join(root, '.next', 'cache', 'v8-code', 'build-1') };
}

interface Start {
  main: { sum: number; dir: string; file: string; resolved: string; self: boolean; thisIsExports: boolean };
  separator: string;
  where: string;
  stats: { hits: number; misses: number; written: number };
  warnings: string[];
  writtenWhileBusy: number;
}

/**
 * One "start": installs the cache, loads the modules, and writes the cache as a stop would (or, with `waitForWrites`,
 * leaves it to the running process's timer every `flushEveryMs` and waits for that many writes, at most 20 s).
 */
function start(root: string, folder: string, { cacheRoot = join(root, 'app'), waitForWrites = 0, flushEveryMs = 15_000, busyMs = 0 } = {}): Start {
  const code = `
    import { createRequire } from 'node:module';
    import { installCodeCache } from ${JSON.stringify(CODE_CACHE)};
    const warnings = [];
    const cache = installCodeCache({ root: ${JSON.stringify(cacheRoot)}, folder: ${JSON.stringify(folder)}, flushEveryMs: ${flushEveryMs}, warn: (message) => warnings.push(message) });
    const require = createRequire(${JSON.stringify(join(root, 'app', 'index.js'))});
    const main = require('./main.js');
    const separator = await require('./lazy.js')();
    const where = require('./where.js')();
    // A server answering requests for busyMs: nothing is written meanwhile.
    let busy = ${busyMs} > 0;
    cache.whenIdle(() => !busy);
    if (busy) await new Promise((resolve) => setTimeout(resolve, ${busyMs}));
    const writtenWhileBusy = cache.stats.written;
    busy = false;
    const since = Date.now();
    if (${waitForWrites} > 0) while (cache.stats.written < ${waitForWrites} && Date.now() - since < 20_000) await new Promise((resolve) => setTimeout(resolve, 10));
    else cache.flush();
    console.log(JSON.stringify({ main, separator, where, stats: cache.stats, warnings, writtenWhileBusy }));
  `;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8' })) as Start;
}

describe('the server code cache', () => {
  it('compiles and writes on the first start, reads on the second, and the modules behave the same', () => {
    const { root, app, folder } = project();
    const first = start(root, folder);
    const expected = { sum: 5, dir: app, file: join(app, 'main.js'), resolved: join(app, 'math.js'), self: true, thisIsExports: true };
    expect(first.main).toEqual(expected);
    // main.js, math.js and where.js; lazy.js has a dynamic import and is compiled by Node (Node 20 loses its callback in a cache).
    expect(first.stats).toEqual({ hits: 0, misses: 3, written: 3 });
    // A stack trace names the module's own line and column (`new Error` is the 24th character), as Node's compile does.
    expect(first.where).toMatch(/where\.js:1:24\)?$/);
    expect(first.separator).toBe('/');
    expect(readdirSync(folder)).toHaveLength(3);

    const second = start(root, folder);
    expect(second.main).toEqual(expected);
    expect(second.separator).toBe('/');
    expect(second.where).toBe(first.where);
    expect(second.stats).toEqual({ hits: 3, misses: 0, written: 0 });
  });

  it('a running server writes what it compiled on its timer, without a stop', () => {
    const { root, folder } = project();
    expect(start(root, folder, { waitForWrites: 3, flushEveryMs: 50 }).stats).toEqual({ hits: 0, misses: 3, written: 3 });
    expect(start(root, folder).stats.hits).toBe(3);
  });

  it('a build copied elsewhere (the standalone folder moved to a server) reads the cache it was copied with', () => {
    const { root, folder } = project();
    start(root, folder);
    const copy = `${root}-moved`;
    cpSync(root, copy, { recursive: true });
    const moved = start(copy, join(copy, '.next', 'cache', 'v8-code', 'build-1'));
    expect(moved.main.dir).toBe(join(copy, 'app'));
    expect(moved.stats).toEqual({ hits: 3, misses: 0, written: 0 });
  });

  it('nothing is written while the server is answering a request; all of it once it is idle', () => {
    const { root, folder } = project();
    const result = start(root, folder, { waitForWrites: 3, flushEveryMs: 20, busyMs: 400 });
    expect(result.writtenWhileBusy).toBe(0);
    expect(result.stats.written).toBe(3);
  });

  it('a changed file is compiled afresh: the new code runs, never the cached one', () => {
    const { root, app, folder } = project();
    start(root, folder);
    writeFileSync(join(app, 'math.js'), 'exports.add = (a, b) => a * b;\n');
    const after = start(root, folder);
    expect(after.main.sum).toBe(6);
    expect(after.stats).toEqual({ hits: 2, misses: 1, written: 1 });
  });

  it("removes the last build's cache when it first writes its own", () => {
    const { root, folder } = project();
    const old = join(folder, '..', 'build-0');
    mkdirSync(old, { recursive: true });
    writeFileSync(join(old, 'stale'), 'x');
    start(root, folder);
    expect(existsSync(old)).toBe(false);
    expect(existsSync(folder)).toBe(true);
  });

  it('a folder that cannot be made leaves the start as it would be without the cache, and says so', () => {
    const { root } = project();
    const blocked = join(root, 'not-a-folder');
    writeFileSync(blocked, '');
    const result = start(root, join(blocked, 'v8-code'));
    expect(result.main.sum).toBe(5);
    expect(result.stats.written).toBe(0);
    expect(result.warnings).toEqual([expect.stringMatching(/^\[start\] code cache off: cannot make .*not-a-folder/)]);
  });

  it('files outside the root are compiled by Node and not counted', () => {
    const { root, folder } = project();
    const outside = start(root, folder, { cacheRoot: join(root, 'elsewhere') });
    expect(outside.main.sum).toBe(5);
    expect(outside.stats).toEqual({ hits: 0, misses: 0, written: 0 });
  });
});
