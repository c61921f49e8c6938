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

export const VIEW_CONTENT_TYPE = 'application/vnd.veresk.view+json';

/** What a stored view holds: the panorama drawing it is cut from (with that drawing's hash, so the view's own hash changes with it) and the camera. */
export type StoredView = { source: string; sourceHash: string; camera: Camera };

export const viewPath = (name: ViewName) => `views/${name}.view`;
export const viewPicturePath = (name: ViewName) => `views/${name}.webp`;
