// The site as it runs past one machine, on this one, loopback only (README "Running in production"):
// Redis (Debian's redis-server), the embedded CMS as its own server (cms:serve), 2–3 replicas of the standalone
// build, and nginx (Debian's) balancing them. Used by `npm run cluster`, `npm run bench:cluster` and
// e2e/cluster.spec.ts; every process is a child of the caller and is stopped by `stop()`.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { waitFor } from '../bench/support.mjs';

// The project folder: npm runs scripts there (no import.meta here: Playwright loads this module too).
export const root = process.cwd();
const REPLICA_SERVER = join(root, '.next', 'standalone', 'scripts', 'server.mjs');
const NGINX = '/usr/sbin/nginx';
const REDIS = '/usr/bin/redis-server';

const sleep = (ms) => new Promise((resolvePromise) => setTimeout(resolvePromise, ms));

/** The standalone build the replicas run: built (next build + scripts/standalone.mjs) when missing. */
export function ensureStandaloneBuild() {
  if (existsSync(REPLICA_SERVER)) return;
  console.log('[cluster] building the standalone server (next build)…');
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (built.status !== 0) throw new Error('the build failed');
}

/**
 * An nginx configuration run in the foreground from `dir` (its pid, log and temporary files there), passing
 * answers on from memory, with `http` (upstreams, servers) inside its http block. Also used by bench:lighthouse --h2.
 */
export function nginxFrame(dir, http) {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${name}_temp_path ${join(dir, 'nginx-temp', name)};`).join('\n');
  return `daemon off;
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'nginx-error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
${temp}
  client_max_body_size 1m;
  client_body_buffer_size 64k;
  # Pages are passed on from memory, never through temporary files.
  proxy_buffer_size 16k;
  proxy_buffers 16 64k;
  proxy_max_temp_file_size 0;
${http}
}
`;
}

export function nginxConfig({ port, replicaPorts, dir }) {
  return nginxFrame(
    dir,
    `  upstream site {
    least_conn;
${replicaPorts.map((replicaPort) => `    server 127.0.0.1:${replicaPort} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://site;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      # Loopback only: the address a client gives is kept in front of nginx's own, so tests can speak for
      # several visitors. At the public edge this is $remote_addr (README "Running in production").
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # A replica that is down (refused, no answer within 1 s) is skipped; a request it never received, a lead
      # too, goes to the next one.
      proxy_connect_timeout 1s;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 3;
      proxy_read_timeout 30s;
    }
  }`,
  );
}

/**
 * Starts the cluster. Ports: nginx on `port`, replicas on port+1…, Redis on port+10, the CMS on port+11.
 * `dir` holds the CMS database (seeded when missing), Redis's append-only file, nginx's files and logs.
 */
export async function startCluster({ replicas = 3, port = 8080, dir = join(root, '.data', 'cluster'), dbPath, quiet = false } = {}) {
  if (replicas < 1 || replicas > 3) throw new Error('replicas: 1 to 3 (two cores)');
  for (const program of [NGINX, REDIS]) if (!existsSync(program)) throw new Error(`${program} is missing: bash scripts/ensure-debian-packages.sh`);
  ensureStandaloneBuild();
  mkdirSync(join(dir, 'nginx-temp'), { recursive: true });
  const database = resolve(dbPath ?? join(dir, 'cms.sqlite'));
  const site = `http://127.0.0.1:${port}`;
  const redisPort = port + 10;
  const cmsPort = port + 11;
  const secret = randomBytes(24).toString('hex');
  const children = new Set();
  const output = quiet ? 'ignore' : 'inherit';

  const run = (name, command, args, env = {}) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env }, stdio: ['ignore', output, output] });
    child.name = name;
    children.add(child);
    child.once('exit', () => children.delete(child));
    return child;
  };
  const end = async (child, signal = 'SIGTERM') => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolvePromise) => child.once('exit', resolvePromise));
    child.kill(signal);
    await Promise.race([exited, sleep(5000).then(() => child.kill('SIGKILL'))]);
  };

  if (!existsSync(database)) {
    const seeded = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'cms/cli/seed.ts', '--db', database], { cwd: root, stdio: quiet ? 'ignore' : 'inherit' });
    if (seeded.status !== 0) throw new Error('seeding the CMS failed');
  }

  // Redis keeps the lead outbox: every write on disk before it answers.
  let redis = null;
  const startRedis = async () => {
    redis = run('redis', REDIS, ['--port', String(redisPort), '--bind', '127.0.0.1', '--loglevel', 'warning', '--dir', dir, '--save', '', '--appendonly', 'yes', '--appendfsync', 'always', '--maxmemory', '256mb', '--maxmemory-policy', 'volatile-lru']);
    const deadline = Date.now() + 10_000;
    while (spawnSync('redis-cli', ['-p', String(redisPort), 'ping'], { encoding: 'utf8' }).stdout?.trim() !== 'PONG') {
      if (Date.now() > deadline) throw new Error('redis-server did not start');
      await sleep(100);
    }
  };
  // Not emptied at start: leads a previous run kept are still delivered (entries of other builds are ignored).
  await startRedis();

  let cms = null;
  const startCms = async () => {
    cms = run('cms', process.execPath, ['node_modules/tsx/dist/cli.mjs', 'cms/cli/serve.ts', '--port', String(cmsPort)], {
      CMS_DB_PATH: database,
      REVALIDATE_SECRET: secret,
      // The CMS tells the site of its changes through the balancer: one replica takes it, Redis tells the others.
      CMS_REVALIDATE_URL: `${site}/api/revalidate`,
    });
    await waitFor(`http://127.0.0.1:${cmsPort}/api/header_info/`);
  };
  await startCms();

  const replicaPorts = Array.from({ length: replicas }, (_, index) => port + 1 + index);
  const processes = new Map();
  // `redis: false`: a replica that shares nothing (bench:cluster measures what sharing costs).
  const startReplica = async (replicaPort, { redis: shared = true } = {}) => {
    const child = run(`replica ${replicaPort}`, process.execPath, ['--max-old-space-size=768', REPLICA_SERVER, '--port', String(replicaPort), '--hostname', '127.0.0.1'], {
      NODE_ENV: 'production',
      SITE_URL: site,
      API_BASE_URL: `http://127.0.0.1:${cmsPort}`,
      REDIS_URL: shared ? `redis://127.0.0.1:${redisPort}` : '',
      REVALIDATE_SECRET: secret,
      TRUSTED_PROXIES: '127.0.0.1',
      LEAD_OUTBOX_PATH: join(dir, `outbox-${replicaPort}.sqlite`),
    });
    processes.set(replicaPort, child);
    await waitFor(`http://127.0.0.1:${replicaPort}/healthz`);
  };
  // One after another: each start-up expires the build's data once (scripts/server.mjs).
  for (const replicaPort of replicaPorts) await startReplica(replicaPort);

  const configFile = join(dir, 'nginx.conf');
  writeFileSync(configFile, nginxConfig({ port, replicaPorts, dir }));
  run('nginx', NGINX, ['-c', configFile, '-p', dir, '-e', join(dir, 'nginx-error.log')]);
  await waitFor(`${site}/healthz`);

  return {
    url: site,
    secret,
    database,
    replicaPorts,
    redisUrl: `redis://127.0.0.1:${redisPort}`,
    cmsUrl: `http://127.0.0.1:${cmsPort}`,
    /** Stops a replica at once (SIGKILL), as a crash would. */
    killReplica: (replicaPort) => end(processes.get(replicaPort), 'SIGKILL'),
    startReplica,
    stopRedis: () => end(redis),
    startRedis,
    stopCms: () => end(cms),
    startCms,
    async stop() {
      await Promise.all([...children].map((child) => end(child)));
    },
  };
}
