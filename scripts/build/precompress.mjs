// After `next build`: each of the build's scripts, stylesheets and other text files written next to itself at brotli
// 11 (.br) and gzip 9 (.gz), for nginx to send as they are (deploy/nginx/site.conf: brotli_static, gzip_static)
// instead of compressing each request at a lower level; and the same for one process with no proxy in front.
import { createReadStream, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(?:js|mjs|css|svg|json|txt|xml|webmanifest)$/;

/** Writes the .br and .gz of every text file under `dir` of 512 bytes or more; returns how many and their sizes. */
export function precompress(dir) {
  const totals = { files: 0, raw: 0, br: 0 };
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !TEXT.test(entry.name)) continue;
    const file = join(entry.parentPath, entry.name);
    if (statSync(file).size < 512) continue;
    const bytes = readFileSync(file);
    const br = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
    totals.files += 1;
    totals.raw += bytes.length;
    totals.br += br.length;
  }
  return totals;
}

const TYPES = { '.js': 'application/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' };
/** The size of each build file's .br, or null where there is none (at most the build's few hundred files). */
const brSizes = new Map();

/**
 * For one process with nobody in front (npm run serve): a build script or stylesheet asked for with brotli is sent
 * from its .br beside it, as nginx's brotli_static does; false when there is none (Next serves the file).
 * @param {string} staticDir .next/static @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
 */
export function sendPrecompressed(staticDir, req, res) {
  const name = /^\/_next\/static\/((?:[\w-]+\/)*[\w.-]+(\.js|\.css))$/.exec(req.url ?? '');
  if (!name || !/\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''))) return false;
  const file = join(staticDir, `${name[1]}.br`);
  // A build's files never change while it runs: each one looked up on disk once.
  if (!brSizes.has(file)) brSizes.set(file, existsSync(file) ? statSync(file).size : null);
  const size = brSizes.get(file);
  if (size === null) return false;
  res.writeHead(200, { 'content-type': TYPES[name[2]], 'content-encoding': 'br', 'content-length': size, 'cache-control': 'public, max-age=31536000, immutable', vary: 'Accept-Encoding' });
  if (req.method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
  return true;
}
