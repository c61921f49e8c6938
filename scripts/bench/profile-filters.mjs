// npm run bench:profile — where the server time of a catalogue view nobody asked for before goes (issue 47): V8's
// sampling profiler (through the inspector, a sample every 100 µs) while the server renders COUNT never-seen filtered
// catalogue views one at a time; each sample's function mapped through the build's and Next's source maps to its
// source file, and the time spent in it (self time) summed by area: React's HTML render, RSC serialisation, Next,
// the front server, the embedded CMS, zod, the site's own code, Node, GC. Prints the areas, the source files that
// cost most, and the median and p99 time of one view (first COUNT views without the profiler: the server's own time
// from its Server-Timing and the client's wait; then each view's second visit, which renders it into Next's cache).
// A benchmark that prints figures, not a test.
//   Options: --count N (default 150), --port P (default 3700; the inspector P+2), --skip-build, --files K (default 15),
//   --save FILE (the raw profile, for Chrome's DevTools: Performance → Load profile).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { inspector } from './memory.mjs';
import { spawnServer } from '../server/spawn-server.mjs';
import { median, percentile, renderTime, seedDatabase, waitFor } from './support.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({
  options: { count: { type: 'string', default: '150' }, port: { type: 'string', default: '3700' }, 'skip-build': { type: 'boolean', default: false }, files: { type: 'string', default: '15' }, save: { type: 'string' } },
});
const COUNT = Number(values.count);
const PORT = Number(values.port);
const INSPECT_PORT = PORT + 2;
const site = `http://127.0.0.1:${PORT}`;
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

/** The areas, first match wins: [name, test of the source path (after source maps) or the function's name]. */
const AREAS = [
  ['garbage collection', (path, fn) => fn === '(garbage collector)'],
  ['idle (waiting for I/O)', (path, fn) => fn === '(idle)' || fn === '(program)'],
  ['React: HTML render (Fizz)', (path) => /react-dom[^/]*\/.*server|ReactFizz|react-dom-server/.test(path)],
  ['React: RSC serialisation (Flight)', (path) => /react-server-dom|ReactFlight/.test(path)],
  ['React: other', (path) => /\/react(-dom)?\//.test(path)],
  ['Next (app-render, routing, cache)', (path) => /next\/dist|\[turbopack\]|next\/src/.test(path)],
  ['the front server (scripts/server)', (path) => /scripts\/server/.test(path)],
  ['the site: caches (lib/cache, lib/api)', (path) => /\blib\/(cache|api)\//.test(path)],
  ['embedded CMS (queries, facets)', (path) => /\bcms\//.test(path)],
  ['zod (parsing answers)', (path) => /\bzod\b/.test(path)],
  ['SQLite (better-sqlite3)', (path) => /better-sqlite3|better_sqlite3/.test(path)],
  ['the site: formatting and typography', (path) => /\blib\/(format|typography|text)/.test(path)],
  ['the site: components, pages and lib', (path) => /\b(components|app|lib)\//.test(path)],
  ['Node (streams, http, zlib, timers)', (path) => path.startsWith('node:') || path === '(native)'],
];

/** A source's path as one file has one name: from the project's root, or from its package (next/dist/…, zod/…). */
const shortPath = (source) =>
  source
    .replace(/^file:\/\//, '')
    .replace(`${root}/`, '')
    .replace(/^(webpack|turbopack):\/\/(\[project\]\/)?/, '')
    .replace(/^.*node_modules\//, '');

const maps = new Map();
/** The source map of a script the server ran, or null. */
function mapOf(url) {
  if (!maps.has(url)) {
    let map = null;
    const file = url.startsWith('file://') ? fileURLToPath(url) : url;
    if (file.startsWith('/') && existsSync(`${file}.map`)) {
      try {
        map = new TraceMap(readFileSync(`${file}.map`, 'utf8'), `${file}.map`);
      } catch {
        map = null;
      }
    }
    maps.set(url, map);
  }
  return maps.get(url);
}

/** A profile node's source: its original file through the source map where there is one. */
function sourceOf({ url, lineNumber, columnNumber, functionName }) {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const map = mapOf(url);
  if (map && lineNumber >= 0) {
    const original = originalPositionFor(map, { line: lineNumber + 1, column: Math.max(0, columnNumber) });
    if (original.source) return shortPath(original.source);
  }
  return shortPath(url);
}


if (!values['skip-build']) spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', env });
const dir = mkdtempSync(join(tmpdir(), 'bench-profile-'));
const db = join(dir, 'cms.sqlite');
seedDatabase(root, db);
const server = spawnServer(root, ['-p', String(PORT), '-H', '127.0.0.1'], {
  nodeOptions: [`--inspect=127.0.0.1:${INSPECT_PORT}`],
  env: { ...env, CMS_DB_PATH: db, SITE_URL: site },
  stdio: ['ignore', 'ignore', 'ignore'],
});
try {
  await waitFor(`${site}/healthz`);
  // Warm: the catalogue and two filters once, so the code is loaded and the CMS answers every view shares are cached.
  for (const path of ['/lots/params/apartments/', '/lots/params/apartments/?rooms=2', '/lots/params/apartments/?price_max=90000000']) await fetch(site + path);
  // First without the profiler (its sampling slows every function): the server's own time a view, from its
  // Server-Timing (scripts/server.mjs), and the time the client waited; then the same number of other views profiled.
  /** Renders COUNT views one at a time, from the `first`th: the client's and the server's times. */
  async function renderViews(first) {
    const client = [];
    const server = [];
    for (let view = first; view < first + COUNT; view += 1) {
      const path = `/lots/params/apartments/?rooms=${view % 5}&price_max=${70_000_000 + view * 1000}`;
      const started = performance.now();
      const response = await fetch(site + path);
      await response.arrayBuffer();
      client.push(performance.now() - started);
      if (response.status !== 200) throw new Error(`${path}: HTTP ${response.status}`);
      const dur = renderTime(response.headers.get('server-timing'));
      if (dur !== undefined) server.push(dur);
    }
    return { client, server };
  }
  const plain = await renderViews(1);
  // The same views again: a filter set's second visit renders it into Next's cache (lib/routes/filter-views.ts).
  const second = await renderViews(1);
  const session = await inspector(INSPECT_PORT);
  await session.send('Profiler.enable');
  await session.send('Profiler.setSamplingInterval', { interval: 100 });
  await session.send('Profiler.start');
  const profiled = await renderViews(COUNT + 1);
  const { profile } = await session.send('Profiler.stop');
  session.close();
  if (values.save) writeFileSync(values.save, JSON.stringify(profile));

  const selfMs = new Map();
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  profile.samples.forEach((id, index) => selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000));
  const areas = new Map();
  const files = new Map();
  let total = 0;
  for (const [id, ms] of selfMs) {
    const frame = byId.get(id).callFrame;
    const source = sourceOf(frame);
    const area = AREAS.find(([, test]) => test(source, frame.functionName))?.[0] ?? 'other (node_modules)';
    areas.set(area, (areas.get(area) ?? 0) + ms);
    if (!area.startsWith('idle')) files.set(source, (files.get(source) ?? 0) + ms);
    total += ms;
  }
  const busy = total - (areas.get('idle (waiting for I/O)') ?? 0);
  const perView = (ms) => `${(ms / COUNT).toFixed(1).padStart(6)} ms a view`;
  const figures = (ms) => `median ${median(ms).toFixed(1)} ms, p99 ${percentile(ms, 0.99).toFixed(1)} ms`;
  console.log(`\n${COUNT} never-seen filtered catalogue views, one at a time (loopback)`);
  console.log(`  server time (Server-Timing)   ${figures(plain.server)}`);
  console.log(`  the client's wait             ${figures(plain.client)}`);
  console.log(`  second visit (into the cache) ${figures(second.server)} server`);
  console.log(`  profiled (sampling slows it)  ${figures(profiled.server)} server, ${figures(profiled.client)} client`);
  console.log(`CPU profile: ${busy.toFixed(0)} ms busy of ${total.toFixed(0)} ms sampled\n`);
  console.log('  area                                          share of busy time');
  for (const [area, ms] of [...areas].filter(([area]) => !area.startsWith('idle')).sort((a, b) => b[1] - a[1])) {
    console.log(`  ${area.padEnd(42)} ${((ms / busy) * 100).toFixed(1).padStart(5)} %  ${perView(ms)}`);
  }
  console.log(`\n  the ${values.files} source files with the most self time`);
  for (const [file, ms] of [...files].sort((a, b) => b[1] - a[1]).slice(0, Number(values.files))) {
    console.log(`  ${file.slice(-70).padEnd(70)} ${((ms / busy) * 100).toFixed(1).padStart(5)} %`);
  }
} finally {
  server.kill();
}
