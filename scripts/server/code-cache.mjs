// V8's code cache for the server's CommonJS modules (docs/decisions/0011-cold-start.md). A start spends most of its first
// second compiling Next's and the build's code; V8 can keep what it compiled (the functions that ran, not only the top
// level) and a later start of the same code reads it back instead of compiling again. Node 22 does this by itself
// (`module.enableCompileCache()`); this project runs on Node 20, where `vm.Script` with `cachedData` is the documented
// way, as the `v8-compile-cache` package did for Yarn and ESLint.
//
// Only files under the project's root are cached, keyed by their path and the hash of their content (a changed file is
// compiled afresh), in one folder per build that replaces the last build's. Files that contain `import(` are left to
// Node: on Node 20 a script read from the cache loses its dynamic-import callback (ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING).
// Anything the cache cannot do (a file that does not parse as a script, a folder that cannot be written) falls back to
// Node's own compile: the cache may make a start faster, never different.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import Module from 'node:module';
import { dirname, join, sep } from 'node:path';
import vm from 'node:vm';

/** Node's wrapper goes before a module's first line: a stack trace counts that line's columns from the module's own text, as Node's compile does. */
const WRAPPER_COLUMNS = -Module.wrapper[0].length;
/** Part of every key: a cache written another way is never read. */
const CACHE_FORMAT = 'v2 columns from the text\0';

/** The last build's caches are of no use to this one (removed on the first write, not in the start's way). */
function removeOtherBuilds(folder) {
  const parent = dirname(folder);
  try {
    for (const name of readdirSync(parent)) if (join(parent, name) !== folder) rmSync(join(parent, name), { recursive: true, force: true });
  } catch {
    // Nothing to remove.
  }
}

/** The `require` a CommonJS module is given, as Node makes it (lib/internal/modules/helpers.js, makeRequireFunction). */
function requireOf(owner) {
  const require = (id) => owner.require(id);
  require.resolve = (request, options) => Module._resolveFilename(request, owner, false, options);
  require.resolve.paths = (request) => Module._resolveLookupPaths(request, owner);
  require.main = process.mainModule;
  require.extensions = Module._extensions;
  require.cache = Module._cache;
  return require;
}

/** What a process did with the cache, for its Ready line. */
export function describeCodeCache(stats) {
  if (!stats) return 'off';
  return `${stats.hits} of ${stats.hits + stats.misses} modules from the cache`;
}

/**
 * Compiles the CommonJS modules under `root` through V8's code cache kept in `folder` (its parent keeps only `folder`).
 * Returns the counts, `flush()`, which writes at once what was compiled since the last write, and `whenIdle(check)`;
 * while the process runs, that is written every `flushEveryMs`, a script a turn while `check()` says the server is idle.
 */
export function installCodeCache({ root, folder, flushEveryMs = 15_000, warn = (message) => console.warn(message) }) {
  const prefix = root.endsWith(sep) ? root : root + sep;
  const stats = { hits: 0, misses: 0, written: 0 };
  /** Scripts compiled without a usable cache, and where their cache goes. */
  let pending = [];
  let writable = true;
  try {
    mkdirSync(folder, { recursive: true });
  } catch (error) {
    writable = false;
    warn(`[start] code cache off: cannot make ${folder} (${error.code ?? error.message})`);
  }

  const compile = Module.prototype._compile;
  Module.prototype._compile = function compileFromCache(content, filename, format) {
    if (format === 'module' || !filename.startsWith(prefix) || content.includes('import(')) return compile.call(this, content, filename, format);
    // Keyed by the path under the root, so a copied build (the standalone folder) finds its cache where it is moved.
    const file = join(folder, createHash('sha1').update(CACHE_FORMAT).update(filename.slice(prefix.length)).update('\0').update(content).digest('hex'));
    let cachedData;
    try {
      cachedData = readFileSync(file);
    } catch {
      cachedData = undefined;
    }
    let script;
    try {
      script = new vm.Script(Module.wrap(content), { filename, cachedData, columnOffset: WRAPPER_COLUMNS });
    } catch {
      // Not a script (an ES module in a .js file, a syntax Node's own compile reports better): Node's way.
      return compile.call(this, content, filename, format);
    }
    if (cachedData && !script.cachedDataRejected) stats.hits += 1;
    else {
      stats.misses += 1;
      if (writable) pending.push([script, file]);
    }
    const wrapper = script.runInThisContext({ displayErrors: true });
    return wrapper.call(this.exports, this.exports, requireOf(this), this, filename, dirname(filename));
  };

  let removedOthers = false;
  /** Writes one script's cache (with every function that has run by now) by a rename, so a reader never sees half a file. */
  function write([script, file]) {
    if (!writable) return;
    if (!removedOthers) {
      removedOthers = true;
      removeOtherBuilds(folder);
    }
    try {
      const temporary = `${file}.${process.pid}.tmp`;
      writeFileSync(temporary, script.createCachedData());
      renameSync(temporary, file);
      stats.written += 1;
    } catch (error) {
      writable = false;
      warn(`[start] code cache off: cannot write ${folder} (${error.code ?? error.message})`);
    }
  }

  /** Writes everything pending at once (a stop). */
  function flush() {
    const batch = pending;
    pending = [];
    for (const entry of batch) write(entry);
  }

  // While the server runs: one script a turn of the event loop, and only while no request is being answered, so a page
  // is never held up between its chunks (563 scripts took 185 ms in one go on a busy machine; written in turns between
  // a page's chunks, a browser painted the half of it that had come).
  let idle = () => true;
  let writing = false;
  function writeInTurns() {
    if (writing || pending.length === 0) return;
    writing = true;
    const next = () => {
      if (pending.length === 0) {
        writing = false;
        return;
      }
      if (!idle()) {
        setTimeout(next, 100).unref();
        return;
      }
      write(pending.shift());
      setImmediate(next);
    };
    next();
  }

  setInterval(writeInTurns, flushEveryMs).unref();
  /** `check()` says whether the server is answering nothing at the moment (scripts/server.mjs counts its requests). */
  const whenIdle = (check) => {
    idle = check;
  };
  return { stats, flush, whenIdle };
}
