import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every picture and file the site shows comes from CMS data: site code names no path of the embedded CMS. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : /\.(tsx?|scss)$/.test(name) ? [path] : [];
  });
}

describe('the site knows the CMS only by its data', () => {
  it.each(['app', 'components', 'lib', 'store'])('%s/ names no /api/media/ path', (dir) => {
    const offenders = sources(dir).filter((file) => readFileSync(file, 'utf8').includes('/api/media/'));
    expect(offenders).toEqual([]);
  });
});
