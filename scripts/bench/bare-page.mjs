// The bare Next page the benches measure the site beside: this project's Next and React, one page, built and served
// in a folder of its own (.bench/bare-next).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

/** Builds the bare page (unless `reuse` and a build is there) and returns its folder. */
export function bareNextPage(root, { reuse = false } = {}) {
  const dir = join(root, '.bench/bare-next');
  if (reuse && existsSync(join(dir, '.next/BUILD_ID'))) return dir;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'app'), { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'bare-next', private: true }));
  writeFileSync(join(dir, 'next.config.mjs'), `export default { turbopack: { root: ${JSON.stringify(root)} } };\n`);
  writeFileSync(join(dir, 'app/layout.jsx'), `export default function Layout({ children }) { return <html lang="ru"><body>{children}</body></html>; }\n`);
  writeFileSync(join(dir, 'app/page.jsx'), `export default function Page() { return <main><h1>Резиденция</h1><p>Пустая страница Next.js для сравнения.</p></main>; }\n`);
  const result = spawnSync(process.execPath, [join(root, 'node_modules/.bin/next'), 'build', dir], { cwd: dir, stdio: 'inherit', env });
  if (result.status !== 0) throw new Error('the bare page did not build');
  return dir;
}

/** `next start` of the bare page on 127.0.0.1:`port`; `detached`: in a process group of its own (stopped with its children by -pid). */
export function startBareNextPage(root, dir, port, { detached = false } = {}) {
  return spawn(process.execPath, [join(root, 'node_modules/.bin/next'), 'start', '-p', String(port), '-H', '127.0.0.1'], { cwd: dir, env: { ...env, PORT: String(port) }, stdio: ['ignore', 'ignore', 'inherit'], detached });
}
