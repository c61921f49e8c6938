// npm run cluster — the site past one machine, on this one (loopback only): Redis, the CMS (cms:serve), 2–3
// replicas of the standalone build and nginx in front (scripts/cluster/cluster.mjs). Ctrl+C stops everything.
//   Options: --replicas N (2 or 3, default 3), --port P (nginx, default 8080; replicas P+1…, Redis P+10, CMS P+11),
//   --dir D (database, Redis's append-only file, nginx's files; default .data/cluster).
import { parseArgs } from 'node:util';
import { startCluster } from './cluster/cluster.mjs';

const { values } = parseArgs({ options: { replicas: { type: 'string', default: '3' }, port: { type: 'string', default: '8080' }, dir: { type: 'string' } } });
const replicas = Number(values.replicas);
const port = Number(values.port);
if (![2, 3].includes(replicas)) {
  console.error('--replicas: 2 or 3 (this machine has two cores)');
  process.exit(2);
}
if (!Number.isInteger(port) || port < 1024 || port > 65_000) {
  console.error('--port: a number from 1024 to 65000');
  process.exit(2);
}

const cluster = await startCluster({ replicas, port, ...(values.dir ? { dir: values.dir } : {}) });
console.log(`
  The site          ${cluster.url}  (nginx, least connections over ${replicas} replicas)
  Replicas          ${cluster.replicaPorts.map((replicaPort) => `http://127.0.0.1:${replicaPort}`).join('  ')}
  Health            ${cluster.url}/healthz
  Redis             ${cluster.redisUrl}
  CMS database      ${cluster.database}
  Ctrl+C stops all.
`);
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await cluster.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
