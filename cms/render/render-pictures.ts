/**
 * Renders the demo's pictures (cms/render/shots.ts) with three.js in Debian's Chromium (WebGL through
 * SwiftShader, so every run gives the same pixels), scales each down from its supersampled size and keeps it as
 * WebP in cms/seed/pictures/, where the seed takes it from. Run once when the world or a shot changes:
 *   npm run render:pictures [-- hero news-12 tour- ...]      (RENDER_PREVIEW=/tmp/look for a quick look elsewhere)
 */
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import Database from 'better-sqlite3';
import ts from 'typescript';
import { createSeededDatabase } from '../db/open';
import { DEFAULT_SEED_OPTIONS } from '../seed/seed';
import { allShots, type Shot } from './shots';
import { equirectangular } from './equirect';
import { traced } from './cycles';
import { PICTURES_DIR, pictureFile, readManifest } from '../seed/pictures';

const root = process.cwd();
const here = join(root, 'cms', 'render');
const ORIGIN = 'http://render.invalid';
const PAGE = `<!doctype html><html><head><meta charset="utf-8"><style>html,body{margin:0;background:#000}canvas{display:block}</style>
<script type="importmap">{"imports":{"three":"/three/build/three.module.js","three/addons/":"/three/examples/jsm/"}}</script></head>
<body><script type="module" src="/scene/main.js"></script></body></html>`;

async function main() {
  const only = process.argv.slice(2);
  // The news covers follow the seeded news (their ids, topics and dates): a scratch database says what they are.
  const scratch = mkdtempSync(join(tmpdir(), 'render-'));
  createSeededDatabase(join(scratch, 'cms.db'), DEFAULT_SEED_OPTIONS);
  const db = new Database(join(scratch, 'cms.db'), { readonly: true });
  const news = db.prepare('SELECT id, category, date FROM news ORDER BY date DESC').all() as Array<{ id: number; category: string; date: string }>;
  db.close();
  rmSync(scratch, { recursive: true, force: true });
  const SHOTS = allShots(news);
  // A name takes that shot; a name ending in '-' every shot it starts (`news-`, `tour-`).
  const shots = only.length ? SHOTS.filter((shot) => only.some((name) => shot.name === name || (name.endsWith('-') && shot.name.startsWith(name)))) : SHOTS;
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--ignore-gpu-blocklist', '--disable-gpu-watchdog'],
  });
  const page = await browser.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') console.log(`[page] ${message.text()}`);
  });
  page.on('pageerror', (error) => console.log(`[page error] ${error.message}`));
  await page.route(`${ORIGIN}/**`, (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === '/') return route.fulfill({ contentType: 'text/html', body: PAGE });
    // The CMS's own modules without imports (its PRNG, the complex's storeys), as JavaScript: one source for both.
    const cmsModule = /^\/cms\/(seed\/(?:random|complex|city-blocks))\.js$/.exec(path);
    if (cmsModule) {
      const source = readFileSync(join(root, 'cms', `${cmsModule[1]}.ts`), 'utf8');
      const { outputText } = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } });
      return route.fulfill({ contentType: 'text/javascript', body: outputText });
    }
    const file = path.startsWith('/three/') ? join(root, 'node_modules', path) : path.startsWith('/scene/') ? join(here, path) : null;
    if (!file || !existsSync(file)) return route.fulfill({ status: 404, body: 'not found' });
    return route.fulfill({ contentType: 'text/javascript', body: readFileSync(file) });
  });
  mkdirSync(PICTURES_DIR, { recursive: true });
  const manifestPath = join(PICTURES_DIR, 'manifest.json');
  for (const shot of shots) {
    // A fresh page (JavaScript and WebGL context) for every shot: nothing one shot leaves behind changes another's pixels.
    await page.goto(`${ORIGIN}/`);
    await page.waitForFunction(() => (window as unknown as { sceneReady?: boolean }).sceneReady === true, null, { timeout: 60_000 });
    const started = Date.now();
    // RENDER_PREVIEW=dir: a quick look (no supersampling) written there, the kept pictures untouched.
    const previewDir = process.env.RENDER_PREVIEW;
    const preview = previewDir ? { supersample: 1 } : {};
    const draw = shot.face ? panorama(page, { ...shot, ...preview }) : shot.traced ? traced(page, shot, previewDir ? { samples: 24, supersample: 1 } : {}) : picture(page, { ...shot, ...preview });
    const webp = await draw.then((image) =>
      image.webp({ quality: shot.quality ?? 78, effort: 6, smartSubsample: true }).toBuffer(),
    );
    if (previewDir) {
      mkdirSync(previewDir, { recursive: true });
      writeFileSync(join(previewDir, `${shot.name}.webp`), webp);
      console.log(`${shot.name}: preview in ${previewDir}`);
      continue;
    }
    writeFileSync(pictureFile(shot.name), webp);
    // Read again before each entry is written: a second run beside this one (a WebGL shot while a traced one renders)
    // keeps its entries.
    const manifest = { ...readManifest(), [shot.name]: { width: shot.width, height: shot.height, bytes: webp.length, alt: shot.alt } };
    writeFileSync(manifestPath, `${JSON.stringify(Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b))), null, 2)}\n`);
    console.log(`${shot.name}: ${shot.width}×${shot.height}, ${(webp.length / 1024).toFixed(0)} kB, ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  await browser.close();
}

const png = (url: string) => Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');
type RenderPage = Awaited<ReturnType<Awaited<ReturnType<typeof chromium.launch>>['newPage']>>;

/** A perspective picture: rendered supersampled, scaled down. */
async function picture(page: RenderPage, shot: Shot) {
  const url = await page.evaluate((s: Shot) => (window as unknown as { renderShot(shot: Shot): Promise<string> }).renderShot(s), shot);
  return sharp(png(url)).resize(shot.width, shot.height, { kernel: 'lanczos3' });
}

/** A 360° panorama: the six cube faces, joined into an equirectangular picture. */
async function panorama(page: RenderPage, shot: Shot) {
  const urls = await page.evaluate((s: Shot) => (window as unknown as { renderFaces(shot: Shot): Promise<string[]> }).renderFaces(s), shot);
  const faces = await Promise.all(
    urls.map(async (url) => {
      const { data, info } = await sharp(png(url)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      return { data: new Uint8Array(data), size: info.width, channels: info.channels };
    }),
  );
  const pixels = equirectangular(faces, shot.width, shot.height);
  return sharp(Buffer.from(pixels), { raw: { width: shot.width, height: shot.height, channels: 3 } });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
