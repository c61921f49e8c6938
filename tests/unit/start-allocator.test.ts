// scripts/start.sh starts the server with jemalloc preloaded (memory a burst allocated goes back to the system:
// docs/decisions/0008-allocator.md). The process it execs is read from the inside: which allocator its own memory
// map holds, and the settings it was given. `NODE` stands in for node: a shell that prints them.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const JEMALLOC = '/usr/lib/x86_64-linux-gnu/libjemalloc.so.2';
const probe = join(mkdtempSync(join(tmpdir(), 'start-allocator-')), 'node');
writeFileSync(probe, '#!/bin/sh\necho "maps: $(grep -c libjemalloc /proc/self/maps)"\necho "arenas: $MALLOC_ARENA_MAX"\necho "args: $*"\n', { mode: 0o755 });

function start(env: Record<string, string>): string {
  const childEnv: NodeJS.ProcessEnv = { NODE_ENV: 'test', PATH: process.env.PATH ?? '', NODE: probe, ...env };
  return execFileSync('sh', ['scripts/start.sh', '--port', '3999'], { env: childEnv, encoding: 'utf8' });
}

describe('scripts/start.sh', () => {
  it.skipIf(!existsSync(JEMALLOC))('runs the server with jemalloc mapped into the process and passes its arguments on', () => {
    const output = start({});
    expect(output).toMatch(/^maps: [1-9]/m);
    expect(output).toMatch(/^args: \S*scripts\/server\.mjs --port 3999$/m);
  });

  it('leaves the allocator and its settings as they are with SITE_ALLOCATOR=glibc', () => {
    const output = start({ SITE_ALLOCATOR: 'glibc' });
    expect(output).toMatch(/^maps: 0$/m);
    expect(output).toMatch(/^arenas: $/m);
  });
});
