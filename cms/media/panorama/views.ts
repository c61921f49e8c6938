import type { SceneSlug } from './scenes';
import type { Camera } from './view';

/**
 * The demo's pictures taken inside the tour's scenes (cms/media/panorama/view.ts): one art direction, the same
 * light and materials as the tour, a distinct picture for each subject. Stored as a view of a panorama
 * (`views/hero.view`) and served as WebP (`views/hero.webp`).
 */
export const VIEWS = {
  hero: { scene: 'terrace', yaw: -70, pitch: 2, fov: 76, width: 1600, height: 1000 },
  'benefit-1': { scene: 'courtyard', yaw: 0, pitch: 6, fov: 78, width: 960, height: 640 },
  'benefit-2': { scene: 'lobby', yaw: 8, pitch: 2, fov: 80, width: 960, height: 640 },
  'benefit-3': { scene: 'flat', yaw: 0, pitch: 2, fov: 80, width: 960, height: 640 },
  'benefit-4': { scene: 'lobby', yaw: -95, pitch: 0, fov: 80, width: 960, height: 640 },
  'benefit-5': { scene: 'courtyard', yaw: 140, pitch: 4, fov: 78, width: 960, height: 640 },
  'benefit-6': { scene: 'terrace', yaw: 50, pitch: -4, fov: 80, width: 960, height: 640 },
} as const satisfies Record<string, { scene: SceneSlug } & Camera>;

export type ViewName = keyof typeof VIEWS;

export type SceneView = { scene: SceneSlug } & Camera;

export const VIEW_CONTENT_TYPE = 'application/vnd.veresk.view+json';

/** What a stored view holds: the panorama drawing it is cut from (with that drawing's hash, so the view's own hash changes with it) and the camera. */
export type StoredView = { source: string; sourceHash: string; camera: Camera };

export const viewPath = (name: string) => `views/${name}.view`;
export const viewPicturePath = (name: ViewName) => `views/${name}.webp`;

/** Each news topic's scene, and the directions in it that show something worth a cover (no blank wall). */
const NEWS_SCENES: Readonly<Record<string, { scene: SceneSlug; yaws: readonly number[] }>> = {
  'Ход строительства': { scene: 'courtyard', yaws: [-160, -115, -70, -25, 25, 70, 115, 160] },
  Акции: { scene: 'flat', yaws: [-95, -62, -35, 12, 38, 62, 88] },
  Ипотека: { scene: 'lobby', yaws: [-170, -128, -80, -50, -12, 22, 50] },
  'Новости проекта': { scene: 'terrace', yaws: [-82, -52, -22, 12, 32, 62, 95] },
};
const NEWS_DEFAULT_SCENE = NEWS_SCENES['Новости проекта']!;

/** The cover of a news item: `views/news-{id}.webp`. */
export const newsCoverName = (id: number) => `news-${id}`;
export const newsCoverPath = (id: number) => `views/${newsCoverName(id)}.webp`;

/**
 * The cover of the `index`-th item (0 first) of a topic: a view of the topic's scene, in turn round its
 * directions, a little higher or lower each round, so that no two covers are the same picture.
 */
export function newsCoverView(category: string, index: number): SceneView {
  const { scene, yaws } = NEWS_SCENES[category] ?? NEWS_DEFAULT_SCENE;
  const round = Math.floor(index / yaws.length);
  return { scene, yaw: yaws[index % yaws.length]! + round * 9, pitch: [1, 5, -3][round % 3]!, fov: 76, width: 960, height: 640 };
}
