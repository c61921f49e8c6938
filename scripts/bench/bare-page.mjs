// The bare Next page the benches measure the site beside: this project's Next and React, one page, built and served
// in a folder of its own (.bench/bare-next).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
/** The control's stylesheet: a background, the system's sans and serif, margins; nothing in it to wait for. */
const BARE_STYLESHEET = 'body{margin:0;font:16px/1.5 sans-serif;color:#222;background:#f6f2ea}h1{font:500 40px/1.1 serif;margin:24px}p{margin:0 24px}';

/**
 * Builds the bare page (unless `reuse` and a build is there) and returns its folder. `stylesheet`: the same page with
 * one stylesheet of its own (a few rules, 0.2 kB), `bench:lighthouse`'s control for what any page with a stylesheet
 * pays in its lab (docs/decisions/0010-simulated-lcp.md), in .bench/bare-next-css.
 */
export function bareNextPage(root, { reuse = false, stylesheet = false } = {}) {
  const dir = join(root, stylesheet ? '.bench/bare-next-css' : '.bench/bare-next');
  if (reuse && existsSync(join(dir, '.next/BUILD_ID'))) return dir;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'app'), { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'bare-next', private: true }));
  writeFileSync(join(dir, 'next.config.mjs'), `export default { turbopack: { root: ${JSON.stringify(root)} } };\n`);
  if (stylesheet) writeFileSync(join(dir, 'app/page.css'), `${BARE_STYLESHEET}\n`);
  const importStylesheet = stylesheet ? "import './page.css';\n" : '';
  writeFileSync(join(dir, 'app/layout.jsx'), `${importStylesheet}export default function Layout({ children }) { return <html lang="ru"><body>{children}</body></html>; }\n`);
  writeFileSync(join(dir, 'app/page.jsx'), `export default function Page() { return <main><h1>Резиденция</h1><p>Пустая страница Next.js для сравнения.</p></main>; }\n`);
  const result = spawnSync(process.execPath, [join(root, 'node_modules/.bin/next'), 'build', dir], { cwd: dir, stdio: 'inherit', env });
  if (result.status !== 0) throw new Error('the bare page did not build');
  return dir;
}

/** `next start` of the bare page on 127.0.0.1:`port`; `detached`: in a process group of its own (stopped with its children by -pid). */
export function startBareNextPage(root, dir, port, { detached = false } = {}) {
  return spawn(process.execPath, [join(root, 'node_modules/.bin/next'), 'start', '-p', String(port), '-H', '127.0.0.1'], { cwd: dir, env: { ...env, PORT: String(port) }, stdio: ['ignore', 'ignore', 'inherit'], detached });
}
