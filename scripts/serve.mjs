// npm run serve's servers, once the site is built (scripts/serve.sh): nginx on PORT (3000) by the repository's
// configuration, as production runs it (deploy/nginx: compression, the build's files compressed at build, pictures
// kept, pages kept a second), in front of one site process with the embedded CMS (scripts/start.sh) on PORT+1,
// loopback only. Where nginx is missing (scripts/ensure-debian-packages.sh serve could not install it) the process
// answers on PORT alone, uncompressed, and says so. Ctrl+C stops both.
// docs/decisions/0006-front-server.md, "The edge in one place".
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitFor } from './bench/support.mjs';
import { hasBrotliModules, NGINX, siteServer, startNginx } from './cluster/nginx.mjs';
import { spawnServer } from './server/spawn-server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT || 3000);
const bind = process.env.HOSTNAME_BIND || '0.0.0.0';
const withNginx = existsSync(NGINX) && hasBrotliModules();
if (!withNginx) console.warn(`[serve] ${NGINX} or its brotli modules are missing: the site answers on ${port} by itself, uncompressed (install them: sudo bash scripts/ensure-debian-packages.sh serve)`);

const sitePort = withNginx ? port + 1 : port;
// Behind nginx the rate limits read the visitor's address from the X-Forwarded-For nginx sets (lib/http/client-ip.ts).
const trusted = withNginx ? ['127.0.0.1', process.env.TRUSTED_PROXIES].filter(Boolean).join(',') : (process.env.TRUSTED_PROXIES ?? '');
const site = spawnServer(root, ['--port', String(sitePort), '--hostname', withNginx ? '127.0.0.1' : bind], {
  env: { ...process.env, TRUSTED_PROXIES: trusted },
  warm: true,
  stdio: 'inherit',
});
/** @type {import('node:child_process').ChildProcess | null} */
let nginx = null;
/** @type {number | null} the exit code once stopping */
let exitCode = null;
const stop = (code) => {
  exitCode ??= code;
  site.kill('SIGTERM');
};
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
// The site process ending ends the serve, nginx with it.
site.once('exit', (code) => {
  nginx?.kill('SIGTERM');
  process.exit(exitCode ?? code ?? 1);
});

if (withNginx) {
  await waitFor(`http://127.0.0.1:${sitePort}/healthz`, { every: 25 });
  const dir = join(root, '.data', 'serve');
  // Nothing kept from the last run: its pages name the last build's scripts.
  rmSync(join(dir, 'nginx-cache'), { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const listen = bind === '0.0.0.0' ? String(port) : `${bind}:${port}`;
  nginx = startNginx({ root, dir, servers: [siteServer({ root, listen, replicaPorts: [sitePort], staticDir: join(root, '.next', 'static') })] });
  nginx.once('exit', (code) => stop(code || 1));
  await waitFor(`http://127.0.0.1:${port}/healthz`, { every: 25 });
  console.log(`[serve] the site on http://localhost:${port} (nginx, as in production, in front of the process on ${sitePort})`);
}
