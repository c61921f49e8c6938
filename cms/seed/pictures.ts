import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type Database from 'better-sqlite3';
import { mediaWriter } from './media-rows';

/**
 * The demo's rendered pictures (cms/render: one three.js world, rendered once by `npm run render:pictures`),
 * kept in the repository as WebP with a manifest, found from the working directory (the repository's, or the
 * standalone build's: scripts/standalone.mjs copies them). The seed stores each as media `views/{name}.webp`.
 */
export const PICTURES_DIR = join(process.cwd(), 'cms', 'seed', 'pictures');
export const pictureFile = (name: string) => join(PICTURES_DIR, `${name}.webp`);
export type PictureManifest = Record<string, { width: number; height: number; bytes: number; alt: string }>;
export const picturePath = (name: string) => `views/${name}.webp`;

/** What the pictures may weigh together (README "Demo pictures"). */
export const PICTURES_BUDGET_BYTES = 16 * 1024 * 1024;

export function readManifest(): PictureManifest {
  const file = join(PICTURES_DIR, 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PictureManifest) : {};
}

export function seedPictures(db: Database.Database): void {
  const write = mediaWriter(db);
  for (const name of Object.keys(readManifest())) write(picturePath(name), 'image/webp', readFileSync(pictureFile(name)));
}
