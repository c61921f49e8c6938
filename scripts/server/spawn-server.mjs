// The production server started as production starts it (scripts/start.sh: the allocator, then scripts/server.mjs),
// for the benches, the fuzz run and the cluster. Node's own flags (the inspector, a heap limit) go through
// NODE_OPTIONS; the process keeps its pid (start.sh execs node), so signals and /proc readings reach the server.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

/**
 * @param {string} root the folder holding scripts/start.sh (the project, or .next/standalone)
 * @param {string[]} args the server's arguments (-p, -H)
 * @param {import('node:child_process').SpawnOptions & { nodeOptions?: string[] }} options
 */
export function spawnServer(root, args, { nodeOptions = [], env = process.env, ...options } = {}) {
  const flags = [env.NODE_OPTIONS, ...nodeOptions].filter(Boolean).join(' ');
  return spawn('sh', [join(root, 'scripts', 'start.sh'), ...args], {
    cwd: root,
    ...options,
    env: { ...env, NODE: process.execPath, ...(flags ? { NODE_OPTIONS: flags } : {}) },
  });
}
