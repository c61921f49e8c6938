import type Database from 'better-sqlite3';
import { allWindowViews, windowPictureName, type WindowSide, type WindowView } from '../plans/window-views';
import type { BuildingSeed } from './complex';
import { MEDIA_URL_PREFIX } from '../media/versioned-names';
import { picturePath, readManifest } from './pictures';

/** A view that earns a flat the "Видовая" feature: open sky above the neighbours (95 % or more) and a named landmark in sight. */
export const isPanoramic = (view: Pick<WindowView, 'landmarks' | 'openness'> | null) => view !== null && view.openness >= 95 && view.landmarks.length > 0;

/**
 * Stores what every window of the complex sees (table `window_views`, cms/plans/window-views.ts), each view
 * linked to its rendered picture when the repository has it, and answers a flat's outlook for the lots' seed.
 */
export function seedWindowViews(db: Database.Database, buildings: readonly BuildingSeed[]) {
  const manifest = readManifest();
  const insert = db.prepare(`INSERT INTO window_views (building_id, side, floor, facing, outlook, landmarks, openness, sun_hours, image, image_width, image_height, image_alt)
    VALUES (@building_id, @side, @floor, @facing, @outlook, @landmarks, @openness, @sun_hours, @image, @image_width, @image_height, @image_alt)`);
  const views = new Map<string, WindowView>();
  const key = (buildingId: number, side: WindowSide, floor: number) => `${buildingId}:${side}:${floor}`;
  for (const view of allWindowViews(buildings)) {
    const building = buildings.find((b) => b.number === view.building);
    if (!building) continue;
    const name = windowPictureName(view);
    const picture = manifest[name];
    insert.run({
      building_id: building.id,
      side: view.side,
      floor: view.floor,
      facing: view.facing.value,
      outlook: view.outlook,
      landmarks: JSON.stringify(view.landmarks.map((l) => l.value)),
      openness: view.openness,
      sun_hours: view.sunHours,
      image: picture ? `${MEDIA_URL_PREFIX}${picturePath(name)}` : null,
      image_width: picture?.width ?? null,
      image_height: picture?.height ?? null,
      image_alt: picture?.alt ?? null,
    });
    views.set(key(building.id, view.side, view.floor), view);
  }
  /** What a flat's windows see: by its building, window side (plan_flip) and floor. */
  return (buildingId: number, flip: boolean, floor: number) => views.get(key(buildingId, flip ? 'street' : 'courtyard', floor)) ?? null;
}
