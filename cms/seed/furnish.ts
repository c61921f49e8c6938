import type Database from 'better-sqlite3';
import { furnishedFlat, type FlatMaterials } from '../media/panorama/scenes';
import type { SceneView } from '../media/panorama/views';
import { mediaWriter } from './media-rows';
import { createRandom } from './random';

/**
 * Each furnishing package's own interior: the tour's show flat finished and furnished in the package's materials,
 * drawn as a panorama of its own (`furnish/{slug}-panorama.svg`, not in the tour) and shown as three views of it.
 */
const MATERIALS: Readonly<Record<string, FlatMaterials>> = {
  // Светлый дуб, матовые белые поверхности, текстиль натуральных оттенков.
  scandi: {
    floor: ['#d9bf98', '#bf9f74'],
    boards: '#b0906a',
    rug: '#e8e2d6',
    walls: ['#f7f5f0', '#f7f5f0', '#f1eee7', '#f4f1ea'],
    door: '#d8c7aa',
    panel: '#e6ded0',
    shelf: '#e2d9c9',
    frames: '#cfcac1',
    kitchen: { body: '#f2efe9', top: '#c9b28c' },
    island: { body: '#e9e4da', top: '#d6c19e' },
    table: { top: '#cdb18a', legs: '#a88b66' },
    sofa: { back: '#cfd3cb', seat: '#dde0d8', arms: '#c7ccc3' },
    coffeeTable: { body: '#c2a57f', top: '#d8c09c' },
    armchair: { seat: '#8f9b84', back: '#7f8b75' },
    lamp: '#f3ead8',
  },
  // Тёплые оттенки, латунная фурнитура, мрамор, лепнина.
  classic: {
    floor: ['#8a5a3a', '#6b4329'],
    boards: '#5e3c26',
    rug: '#c9b79a',
    walls: ['#e9dcc6', '#e9dcc6', '#e0d0b6', '#e4d5bc'],
    door: '#5a3b26',
    panel: '#d9c6a5',
    shelf: '#cdb894',
    frames: '#3c3027',
    kitchen: { body: '#e6dbc8', top: '#f2efe9' },
    island: { body: '#4f3a2a', top: '#f4f1ec' },
    table: { top: '#4a2f1f', legs: '#b08d57' },
    sofa: { back: '#5f6f5a', seat: '#6d7d66', arms: '#56654f' },
    coffeeTable: { body: '#b08d57', top: '#efe9df' },
    armchair: { seat: '#8a5a44', back: '#7a4d39' },
    lamp: '#f0d9a8',
  },
  // Графит и бронза, встроенные системы хранения.
  loft: {
    floor: ['#6e6a66', '#55514d'],
    boards: '#4a4744',
    rug: '#8d8882',
    walls: ['#d9d7d3', '#d9d7d3', '#5b5e62', '#cfccc7'],
    door: '#2e3033',
    panel: '#8d6c45',
    shelf: '#3d4044',
    frames: '#1d1f22',
    kitchen: { body: '#3a3d41', top: '#8d6c45' },
    island: { body: '#2f3236', top: '#b39064' },
    table: { top: '#2b2d30', legs: '#8d6c45' },
    sofa: { back: '#7d8187', seat: '#8c9096', arms: '#72767c' },
    coffeeTable: { body: '#8d6c45', top: '#a9875a' },
    armchair: { seat: '#a36b45', back: '#8e5c3b' },
    lamp: '#f2e2c0',
  },
};

/** The three pictures of a package: the living room towards the window, the kitchen, the sofa corner. */
const CAMERAS = [
  { yaw: 0, pitch: 2, fov: 78 },
  { yaw: -62, pitch: 0, fov: 78 },
  { yaw: 44, pitch: 0, fov: 78 },
] as const;

const FURNISH_SEED_SALT = 0xf0f0;

export const furnishPanoramaPath = (slug: string) => `furnish/${slug}-panorama.svg`;
export const furnishViewName = (slug: string, n: number) => `furnish-${slug}-${n}`;
export const furnishPicturePath = (slug: string, n: number) => `views/${furnishViewName(slug, n)}.webp`;
export const FURNISH_PICTURES = CAMERAS.map((_, index) => index + 1);

/** The views of a package's panorama, named as furnishPicturePath names their pictures. */
export function furnishViews(slug: string): Array<{ name: string; source: string; view: Omit<SceneView, 'scene'> }> {
  return CAMERAS.map((camera, index) => ({ name: furnishViewName(slug, index + 1), source: furnishPanoramaPath(slug), view: { ...camera, width: 1200, height: 800 } }));
}

/** Draws each package's panorama (packages without materials of their own keep the show flat's). */
export function seedFurnishPanoramas(db: Database.Database, seed: number, packages: ReadonlyArray<{ slug: string; title: string }>): void {
  const write = mediaWriter(db);
  for (const pack of packages) {
    const materials = MATERIALS[pack.slug];
    if (!materials) continue;
    const drawn = furnishedFlat(createRandom(seed ^ FURNISH_SEED_SALT), `Интерьер в стиле «${pack.title}»`, materials);
    write(furnishPanoramaPath(pack.slug), 'image/svg+xml', drawn.svg);
  }
}
