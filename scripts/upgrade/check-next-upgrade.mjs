// npm run check:next-upgrade — the upgrade canary: does the newest published Next 16 (and the React it asks for)
// still do what this site relies on? In a throw-away copy of the committed project (git clone of HEAD, in a
// temporary folder): npm ci, then the newest next@16, eslint-config-next of the same version and the newest react /
// react-dom its peer range allows; the production build (npm run build: the standalone folder, the static files
// compressed for nginx); then the specs that lean on Next's behaviour the most: first paint, security (CSP hashes of
// Next's inline scripts, 404/308, headers), faults (the CMS outage: last-good answers, cold start) and the cluster
// (Redis-shared tags, nginx in front). Prints the versions and the result; exits 1 when anything fails.
//   Options: --next V (a version or range, default 16), --keep (leave the copy), --port P (e2e ports, default 3900).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({ options: { next: { type: 'string', default: '16' }, keep: { type: 'boolean', default: false }, port: { type: 'string', default: '3900' } } });
const SPECS = ['e2e/first-paint.spec.ts', 'e2e/security.spec.ts', 'e2e/faults.spec.ts', 'e2e/cluster.spec.ts'];
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', npm_config_nodedir: process.env.npm_config_nodedir ?? '/usr' };

const parts = (version) => version.split('.').map(Number);
const newer = (a, b) => parts(a).reduce((order, part, index) => order || part - (parts(b)[index] ?? 0), 0);

/** The highest released version of `name` in `range` (npm lists them by publication: a backport comes last). */
function newest(name, range) {
  const answer = JSON.parse(execFileSync('npm', ['view', `${name}@${range}`, 'version', '--json'], { encoding: 'utf8', env }));
  return [answer].flat().filter((version) => /^\d+\.\d+\.\d+$/.test(version)).sort(newer).at(-1);
}

function step(title, command, args, cwd) {
  console.log(`\n› ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...env, E2E_PORT: values.port } });
  const seconds = Math.round((Date.now() - started) / 1000);
  if (result.status !== 0) throw new Error(`${title} failed (${seconds} s)`);
  return seconds;
}

const installed = (dir, name) => JSON.parse(execFileSync('node', ['-p', `JSON.stringify(require('${name}/package.json').version)`], { cwd: dir, encoding: 'utf8' }));
const next = newest('next', values.next);
const reactRange = JSON.parse(execFileSync('npm', ['view', `next@${next}`, 'peerDependencies', '--json'], { encoding: 'utf8', env })).react;
const react = newest('react', reactRange.split('||').map((part) => part.trim()).at(-1));
const dir = mkdtempSync(join(tmpdir(), 'next-upgrade-'));
console.log(`[upgrade canary] next ${installed(root, 'next')} → ${next}, react ${installed(root, 'react')} → ${react} (peer range ${reactRange}), in ${dir}`);
let failed = null;
try {
  step('a copy of the committed project', 'git', ['clone', '--quiet', root, dir], root);
  step('npm ci', 'npm', ['ci', '--no-audit', '--no-fund'], dir);
  step(`next@${next}, react@${react}`, 'npm', ['install', '--no-audit', '--no-fund', '--save-exact', `next@${next}`, `eslint-config-next@${next}`, `react@${react}`, `react-dom@${react}`], dir);
  step('types', 'npx', ['tsc', '--noEmit'], dir);
  step(`build and ${SPECS.join(', ')} (desktop)`, 'bash', ['scripts/e2e.sh', ...SPECS, '--project=desktop'], dir);
} catch (error) {
  failed = error instanceof Error ? error.message : String(error);
} finally {
  if (!values.keep) rmSync(dir, { recursive: true, force: true });
}
console.log(`\n[upgrade canary] next ${next} with react ${react}: ${failed ? `FAILED: ${failed}` : 'build, types and the specs pass'}`);
process.exit(failed ? 1 : 0);
