import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

type Advisory = { package: string; id: string; summary: string; patched: string };
const root = process.cwd();
const { advisories } = JSON.parse(readFileSync(join(root, 'docs/advisories.json'), 'utf8')) as { advisories: Advisory[] };
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, { version?: string }> };

/** -1, 0 or 1: numeric comparison of x.y.z (a pre-release counts as below its release). */
function compareVersions(a: string, b: string): number {
  const parse = (v: string) => {
    const [core = '', pre] = v.split('-');
    return { parts: core.split('.').map(Number), pre: pre !== undefined };
  };
  const x = parse(a);
  const y = parse(b);
  for (let i = 0; i < 3; i += 1) {
    const d = (x.parts[i] ?? 0) - (y.parts[i] ?? 0);
    if (d !== 0) return Math.sign(d);
  }
  return x.pre === y.pre ? 0 : x.pre ? -1 : 1;
}

describe('pinned versions are at or above every advisory\'s patched version', () => {
  it.each([
    ['16.4.5', '16.4.6', -1],
    ['16.4.6', '16.4.6', 0],
    ['16.10.0', '16.4.6', 1],
    ['16.4.6-canary.1', '16.4.6', -1],
  ])('compares %s with %s', (a, b, expected) => expect(compareVersions(a, b)).toBe(expected));

  it.each(advisories.map((a) => [a.package, a.id, a.patched] as const))('%s: %s (patched in %s)', (name, _id, patched) => {
    const installed = lock.packages[`node_modules/${name}`]?.version;
    expect(installed, `${name} is in package-lock.json`).toBeDefined();
    expect(compareVersions(installed!, patched), `${name} ${installed} is below ${patched}`).toBeGreaterThanOrEqual(0);
  });
});
