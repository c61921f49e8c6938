// The site as it runs past one machine, on this one, loopback only (README "Running in production"):
// Redis (Debian's redis-server), the embedded CMS as its own server (cms:serve), 2–3 replicas of the standalone
// build, and nginx (Debian's) balancing them. Used by `npm run cluster`, `npm run bench:cluster` and
// e2e/cluster.spec.ts; every process is a child of the caller and is stopped by `stop()`.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { waitFor } from '../bench/support.mjs';
import { hasBrotliModules, NGINX, nginxConfig, siteServer } from './nginx.mjs';

// The project folder: npm runs scripts there (no import.meta here: Playwright loads this module too).
export const root = process.cwd();
const REPLICA_SERVER = join(root, '.next', 'standalone', 'scripts', 'server.mjs');
/** The replicas start as production starts them: scripts/start.sh (the allocator), copied by scripts/standalone.mjs. */
const REPLICA_START = join(root, '.next', 'standalone', 'scripts', 'start.sh');
const REDIS = '/usr/bin/redis-server';

const sleep = (ms) => new Promise((resolvePromise) => setTimeout(resolvePromise, ms));

/** The standalone build the replicas run: built (next build + scripts/standalone.mjs) when missing. */
export function ensureStandaloneBuild() {
  if (existsSync(REPLICA_SERVER) && existsSync(REPLICA_START)) return;
  console.log('[cluster] building the standalone server (next build)…');
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (built.status !== 0) throw new Error('the build failed');
}

/**
 * Starts the cluster. Ports: nginx on `port`, replicas on port+1…, Redis on port+10, the CMS on port+11.
 * `dir` holds the CMS database (seeded when missing), Redis's append-only file, nginx's files and logs.
 * `pipeReplicas`: the replicas' stdout is a pipe (`replicaProcess(port).stdout`) the caller must read, e.g. to see
 * their warm-up end (bench:crawl --replicas); their stderr is this process's.
 */
export async function startCluster({ replicas = 3, port = 8080, dir = join(root, '.data', 'cluster'), dbPath, quiet = false, pipeReplicas = false } = {}) {
  if (replicas < 1 || replicas > 3) throw new Error('replicas: 1 to 3 (two cores)');
  for (const program of [NGINX, REDIS]) if (!existsSync(program)) throw new Error(`${program} is missing: bash scripts/ensure-debian-packages.sh`);
  if (!hasBrotliModules()) throw new Error("nginx's brotli modules are missing: bash scripts/ensure-debian-packages.sh");
  ensureStandaloneBuild();
  mkdirSync(join(dir, 'nginx-temp'), { recursive: true });
  const database = resolve(dbPath ?? join(dir, 'cms.sqlite'));
  const site = `http://127.0.0.1:${port}`;
  const redisPort = port + 10;
  const cmsPort = port + 11;
  const secret = randomBytes(24).toString('hex');
  const children = new Set();
  const output = quiet ? 'ignore' : 'inherit';

  const run = (name, command, args, env = {}, stdio = ['ignore', output, output]) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env }, stdio });
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

  const replicaPorts = Array.from({ length: replicas }, (_, index) => port + 1 + index);
  const processes = new Map();
  // `redis: false`: a replica that shares nothing (bench:cluster measures what sharing costs).
  const startReplica = async (replicaPort, { redis: shared = true } = {}) => {
    const child = run(`replica ${replicaPort}`, 'sh', [REPLICA_START, '--port', String(replicaPort), '--hostname', '127.0.0.1'], {
      NODE: process.execPath,
      NODE_OPTIONS: '--max-old-space-size=768',
      NODE_ENV: 'production',
      SITE_URL: site,
      API_BASE_URL: `http://127.0.0.1:${cmsPort}`,
      REDIS_URL: shared ? `redis://127.0.0.1:${redisPort}` : '',
      REVALIDATE_SECRET: secret,
      TRUSTED_PROXIES: '127.0.0.1',
      LEAD_OUTBOX_PATH: join(dir, `outbox-${replicaPort}.sqlite`),
    }, pipeReplicas ? ['ignore', 'pipe', 'inherit'] : undefined);
    processes.set(replicaPort, child);
    await waitFor(`http://127.0.0.1:${replicaPort}/healthz`);
  };
  const configFile = join(dir, 'nginx.conf');
  const staticDir = join(root, '.next', 'standalone', '.next', 'static');
  writeFileSync(configFile, nginxConfig({ root, dir, servers: [siteServer({ root, listen: `127.0.0.1:${port}`, replicaPorts, staticDir })] }));
  // Whatever started is stopped again when a step fails (the caller gets no handle to stop it).
  try {
    // Not emptied at start: leads a previous run kept are still delivered (entries of other builds are ignored).
    await startRedis();
    await startCms();
    await Promise.all(replicaPorts.map((replicaPort) => startReplica(replicaPort)));
    run('nginx', NGINX, ['-c', configFile, '-p', dir, '-e', join(dir, 'nginx-error.log')]);
    await waitFor(`${site}/healthz`);
  } catch (error) {
    await Promise.all([...children].map((child) => end(child)));
    throw error;
  }


  return {
    url: site,
    secret,
    database,
    replicaPorts,
    redisUrl: `redis://127.0.0.1:${redisPort}`,
    cmsUrl: `http://127.0.0.1:${cmsPort}`,
    /** The replica's process (its pid is node's: start.sh execs it); its stdout is a pipe with `pipeReplicas`. */
    replicaProcess: (replicaPort) => processes.get(replicaPort),
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
