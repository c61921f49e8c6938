import type Database from 'better-sqlite3';
import { COMPASS, OUTLOOKS, WINDOW_SIDES } from '../plans/window-views';
import { LANDMARKS } from '../seed/city-blocks';
import { statusOf } from '../seed/complex';
import { labelOf } from './labels';

/**
 * A lot's view from its windows (docs/api.md, `view` of the lot card and `view_floors` of the lot's page):
 * the row of `window_views` for its building, window side and floor.
 */
export type ViewColumns = {
  outlook: string | null;
  view_side: string | null;
  view_facing: string | null;
  view_landmarks: string | null;
  view_openness: number | null;
  view_sun_hours: number | null;
};
type ViewRow = { floor: number; side: string; facing: string; outlook: string; landmarks: string; openness: number; sun_hours: number; image: string | null; image_width: number | null; image_height: number | null; image_alt: string | null };
type RiserLot = { id: number; number: string; status: string; building_id: number; section_id: number; floor: number; plan_flip: number; plan_x: number | null; plan_w: number | null; outlook: string | null };


function describe(view: { side: string; facing: string; outlook: string; landmarks: string; openness: number; sun_hours: number }) {
  return {
    side: labelOf(WINDOW_SIDES, view.side),
    facing: labelOf(COMPASS, view.facing),
    outlook: labelOf(OUTLOOKS, view.outlook),
    landmarks: (JSON.parse(view.landmarks) as string[]).map((value) => labelOf(LANDMARKS, value)),
    openness: view.openness,
    sun_hours: view.sun_hours,
  };
}

/** The card's `view`: null for a lot whose view is not computed (not a flat, or a CMS row without it). */
export function lotView(row: ViewColumns) {
  if (row.outlook === null || row.view_side === null || row.view_facing === null || row.view_openness === null || row.view_sun_hours === null) return null;
  return describe({ side: row.view_side, facing: row.view_facing, outlook: row.outlook, landmarks: row.view_landmarks ?? '[]', openness: row.view_openness, sun_hours: row.view_sun_hours });
}

/**
 * The views from the lot's floor and the floors just below and above, each with its picture and the flat of the
 * riser there (same section and window side, the nearest along the facade): a buyer compares one floor up or down.
 */
export function viewFloors(db: Database.Database) {
  const views = db.prepare('SELECT * FROM window_views WHERE building_id = ? AND side = ? AND floor BETWEEN ? AND ? ORDER BY floor');
  const neighbour = db.prepare(`SELECT id, number, status FROM lots WHERE section_id = ? AND floor = ? AND type = 'apartments' AND plan_flip = ?
    ORDER BY ABS((plan_x + plan_w / 2) - ?), id LIMIT 1`);
  return (lot: RiserLot) => {
    if (lot.outlook === null) return [];
    const centre = (lot.plan_x ?? 0) + (lot.plan_w ?? 0) / 2;
    return (views.all(lot.building_id, lot.plan_flip ? 'street' : 'courtyard', lot.floor - 1, lot.floor + 1) as ViewRow[]).map((view) => {
      const flat = view.floor === lot.floor ? lot : (neighbour.get(lot.section_id, view.floor, lot.plan_flip, centre) as Pick<RiserLot, 'id' | 'number' | 'status'> | undefined);
      return {
        floor: view.floor,
        ...describe(view),
        image: view.image && view.image_width && view.image_height ? { src: view.image, width: view.image_width, height: view.image_height, alt: view.image_alt ?? '' } : null,
        lot: flat ? { id: flat.id, number: flat.number, status: statusOf(flat.status, 'apartments') } : null,
      };
    });
  };
}
