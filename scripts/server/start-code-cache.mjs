// Imported first by scripts/server.mjs, before Next loads: the server's modules compile through V8's code cache
// (code-cache.mjs), kept in .next/cache/v8-code/<build id>. SITE_CODE_CACHE=off compiles as Node does by itself.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { installCodeCache } from './code-cache.mjs';
import { settingIsOn } from './on-off-setting.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

function buildId() {
  try {
    return readFileSync(join(root, '.next', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return ''; // No build: the server says so and stops.
  }
}

const id = settingIsOn('SITE_CODE_CACHE', 'compiled code kept for the next start') ? buildId() : '';
/** The cache of this process, or null when it is off. */
export const codeCache = id ? installCodeCache({ root, folder: join(root, '.next', 'cache', 'v8-code', id) }) : null;
