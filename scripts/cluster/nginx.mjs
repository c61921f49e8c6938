// The nginx configuration of `npm run cluster`, e2e/cluster.spec.ts and `bench:lighthouse --h2`: the repository's
// deploy/nginx/*.conf (what production uses: README "Running in production") in a frame that runs nginx in the
// foreground from `dir` (its pid, logs, cache and temporary files there).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { BALANCER_KEEP_ALIVE_S } from '../server/keep-alive.mjs';

export const NGINX = '/usr/sbin/nginx';
const MODULES = ['ngx_http_brotli_filter_module', 'ngx_http_brotli_static_module'].map((name) => `/usr/lib/nginx/modules/${name}.so`);
/** Debian's brotli modules for nginx (scripts/ensure-debian-packages.sh installs them). */
export const hasBrotliModules = () => MODULES.every((file) => existsSync(file));

/**
 * nginx in the foreground from `dir` with these server blocks (its configuration, temporary files and error log there);
 * the benchmarks kill the child when done.
 * @param {{ root: string, dir: string, servers: string[] }} options
 */
export function startNginx({ root, dir, servers }) {
  mkdirSync(join(dir, 'nginx-temp'), { recursive: true });
  writeFileSync(join(dir, 'nginx.conf'), nginxConfig({ root, dir, servers }));
  return spawn(NGINX, ['-c', join(dir, 'nginx.conf'), '-p', dir, '-e', join(dir, 'nginx-error.log')], { stdio: ['ignore', 'ignore', 'inherit'] });
}

/**
 * @param {{ root: string, dir: string, servers: string[] }} options `root`: the project; `servers`: server blocks
 */
export function nginxConfig({ root, dir, servers }) {
  const deploy = join(root, 'deploy', 'nginx');
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${name}_temp_path ${join(dir, 'nginx-temp', name)};`).join('\n');
  // Workers run as whoever runs this (a root master would hand them to nobody, who cannot enter a private `dir`).
  return `${MODULES.map((file) => `load_module ${file};`).join('\n')}
${process.getuid?.() === 0 ? `user ${userInfo().username};\n` : ''}daemon off;
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'nginx-error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  include /etc/nginx/mime.types;
${temp}
  client_max_body_size 1m;
  # Pages are passed on from memory, never through temporary files.
  proxy_buffer_size 16k;
  proxy_buffers 16 64k;
  proxy_max_temp_file_size 0;
  proxy_cache_path ${join(dir, 'nginx-cache')} levels=1:2 keys_zone=site:16m max_size=256m inactive=7d use_temp_path=off;
  include ${join(deploy, 'http.conf')};
  include ${join(deploy, 'brotli.conf')};
${servers.join('\n')}
}
`;
}

/**
 * The site's server block: `listen` (e.g. `127.0.0.1:8080` or `127.0.0.1:8443 ssl http2` with `tls`), the replicas'
 * ports, and the standalone build's static files.
 * @param {{ root: string, listen: string, replicaPorts: number[], staticDir: string, tls?: { cert: string, key: string } }} options
 */
export function siteServer({ root, listen, replicaPorts, staticDir, tls }) {
  return `  upstream site_replicas {
    least_conn;
${replicaPorts.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 32;
    keepalive_timeout ${BALANCER_KEEP_ALIVE_S}s;
  }
  server {
    listen ${listen};
${tls ? `    ssl_certificate ${tls.cert};\n    ssl_certificate_key ${tls.key};\n` : ''}    set $site_static ${staticDir};
    include ${join(root, 'deploy', 'nginx', 'site.conf')};
  }`;
}

/**
 * A server block that only passes requests on to `port` (the benchmarks' bare page and static server), with
 * `tls` and as many extra proxy directives as given.
 * @param {{ listen: string, port: number, tls?: { cert: string, key: string }, extra?: string }} options
 */
export function plainServer({ listen, port, tls, extra = '' }) {
  return `  server {
    listen ${listen};
${tls ? `    ssl_certificate ${tls.cert};\n    ssl_certificate_key ${tls.key};\n` : ''}    location / { proxy_pass http://127.0.0.1:${port}; proxy_http_version 1.1; proxy_set_header Connection ""; ${extra}}
  }`;
}
