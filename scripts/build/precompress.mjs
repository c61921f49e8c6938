// After `next build`: each of the build's scripts, stylesheets and other text files written next to itself at brotli
// 11 (.br) and gzip 9 (.gz), for nginx to send as they are (deploy/nginx/site.conf: brotli_static, gzip_static)
// instead of compressing each request at a lower level.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
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
