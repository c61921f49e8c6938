// The production server started as production starts it (scripts/start.sh: the allocator, then scripts/server.mjs),
// for the benches, the fuzz run and the cluster. Node's own flags (the inspector, a heap limit) go through
// NODE_OPTIONS; the process keeps its pid (start.sh execs node), so signals and /proc readings reach the server.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

/**
 * @param {string} root the folder holding scripts/start.sh (the project, or .next/standalone)
 * @param {string[]} args the server's arguments (-p, -H)
 * @param {import('node:child_process').SpawnOptions & { nodeOptions?: string[], warm?: boolean }} options `warm`: the
 *   warm-up after the start (scripts/server/warm-pages.mjs) runs; off unless asked for (or WARM_PAGES set): a bench
 *   measures the pages it asks for, not two minutes of rendering beside them (npm run bench:crawl measures with it)
 */
export function spawnServer(root, args, { nodeOptions = [], env = process.env, warm = false, ...options } = {}) {
  const flags = [env.NODE_OPTIONS, ...nodeOptions].filter(Boolean).join(' ');
  return spawn('sh', [join(root, 'scripts', 'start.sh'), ...args], {
    cwd: root,
    ...options,
    env: { WARM_PAGES: warm ? 'on' : 'off', ...env, NODE: process.execPath, ...(flags ? { NODE_OPTIONS: flags } : {}) },
  });
}

/**
 * The warm-up's last line once the server has made its pages after the start ("[warm] … done"): a bench reads the
 * process in the state production keeps it in. `server`: spawned with `warm` and its stdout piped.
 * @param {import('node:child_process').ChildProcess} server
 * @returns {Promise<string>}
 */
export function warmedUp(server) {
  return new Promise((resolvePromise, reject) => {
    let log = '';
    server.stdout?.on('data', (chunk) => {
      log = (log + String(chunk)).slice(-4096);
      const done = /\[warm\][^\n]*done[^\n]*/.exec(log)?.[0];
      if (done) resolvePromise(done);
    });
    server.once('exit', () => reject(new Error('the server stopped before its warm-up was done')));
  });
}
