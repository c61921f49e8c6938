/**
 * The master plan as an aerial view: the rendered world (cms/render, the `genplan` picture) photographed
 * straight down an isometric axis, so that site metres project to the drawing by one formula (`project`). The
 * drawing laid over the picture (its labels: streets, the park, building numbers, the way to the metro) and
 * the building shapes the site draws for hover and tap (their silhouettes) use the same projection, and the
 * render's camera is computed from it (`aerialCamera`): every outline sits on its building in the picture.
 */
import { CROWN_EAVES, CROWN_SETBACK, PARK, buildingHeight } from '../seed/complex';
import { FONT_SANS, FONT_SERIF, PALETTE, esc, svgDocument } from '../media/svg';
import { minutesText } from '../../lib/map/walking';

export const MASTER_PLAN = { width: 1600, height: 1000 } as const;

/** A building on the site, metres: x to the east, y to the south. */
export type Footprint = { x: number; y: number; w: number; d: number };
export type PlanBuilding = { number: number; floors: number; crown: number; footprint: Footprint };

/** Drawing units per site metre, and where the site's origin lands on the drawing. */
const SCALE = 2.75;
const ORIGIN = { x: 830, y: 300 };
const COS = Math.cos(Math.PI / 6);
const SIN = Math.sin(Math.PI / 6);

type Point = readonly [number, number];
const r = (value: number) => Math.round(value * 10) / 10;

/** Site metres (x, y) at height z → drawing units. */
export function project(x: number, y: number, z = 0): Point {
  return [r(ORIGIN.x + (x - y) * COS * SCALE), r(ORIGIN.y + (x + y) * SIN * SCALE - z * SCALE)];
}

/**
 * The render's camera for the drawing: orthographic, looking down the isometric axis (from the south-east,
 * 35.26° above the horizon), in three's coordinates (x east, y up, z south), framing exactly the drawing.
 */
export function aerialCamera(distance = 450) {
  // Drawing units per unit across the camera's view: the isometric projection above, written as a camera.
  const perUnit = SCALE * COS * Math.SQRT2;
  const across = (MASTER_PLAN.width / 2 - ORIGIN.x) / (COS * SCALE);
  const along = (MASTER_PLAN.height / 2 - ORIGIN.y) / (SIN * SCALE);
  const target: [number, number, number] = [(along + across) / 2, 0, (along - across) / 2];
  return {
    target,
    position: [target[0] + distance, distance, target[2] + distance] as [number, number, number],
    halfWidth: MASTER_PLAN.width / 2 / perUnit,
    halfHeight: MASTER_PLAN.height / 2 / perUnit,
  };
}

const pts = (points: readonly Point[]) => points.map(([x, y]) => `${x},${y}`).join(' ');

/** The smallest convex outline round the points (Andrew's monotone chain). */
function hull(points: readonly Point[]): Point[] {
  const sorted = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const cross = (o: Point, a: Point, b: Point) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const half = (list: Point[]) =>
    list.reduce<Point[]>((chain, point) => {
      while (chain.length >= 2 && cross(chain[chain.length - 2]!, chain[chain.length - 1]!, point) <= 0) chain.pop();
      return [...chain, point];
    }, []);
  const lower = half(sorted);
  const upper = half([...sorted].reverse());
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
}

const corners = (x0: number, y0: number, x1: number, y1: number, z: number): Point[] => [project(x0, y0, z), project(x1, y0, z), project(x1, y1, z), project(x0, y1, z)];

/**
 * The outline of a building on the aerial view: its body up to the crown's terrace, and the crown's roof slab
 * set back above it (cms/render/scene/residence.js builds to the same figures).
 */
export function silhouette(building: PlanBuilding): string {
  const { x, y, w, d } = building.footprint;
  const terrace = buildingHeight(building.floors - building.crown) + 1.5;
  const inset = CROWN_SETBACK - CROWN_EAVES;
  return pts(
    hull([
      ...corners(x, y, x + w, y + d, 0),
      ...corners(x, y, x + w, y + d, terrace),
      ...corners(x + inset, y + inset, x + w - inset, y + d - inset, buildingHeight(building.floors) + 0.45),
    ]),
  );
}

/** Text readable over a photograph: an ivory halo drawn under the letters. */
function haloText(x: number, y: number, text: string, attrs: string): string {
  return `<text x="${x}" y="${y}" ${attrs} fill="none" stroke="${PALETTE.ivory}" stroke-width="5" stroke-linejoin="round" stroke-opacity="0.9">${esc(text)}</text>` +
    `<text x="${x}" y="${y}" ${attrs} fill="${PALETTE.ink}">${esc(text)}</text>`;
}

function street(x: number, y: number, text: string, angle: number): string {
  const [px, py] = project(x, y);
  return `<g transform="rotate(${angle} ${px} ${py})">${haloText(px, py, text, `text-anchor="middle" font-family="${FONT_SANS}" font-size="16" font-weight="600" letter-spacing="1.5"`)}</g>`;
}

/** A building's number on a disc above its roof. */
function numberBadge(building: PlanBuilding): string {
  const { x, y, w, d } = building.footprint;
  const [bx, by] = project(x + w / 2, y + d / 2, buildingHeight(building.floors) + 4);
  return `<circle cx="${bx}" cy="${r(by - 18)}" r="19" fill="${PALETTE.ivory}" fill-opacity="0.94" stroke="${PALETTE.bronze}" stroke-width="1.5"/>` +
    `<text x="${bx}" y="${r(by - 9)}" text-anchor="middle" font-family="${FONT_SERIF}" font-size="26" fill="${PALETTE.ink}">${building.number}</text>`;
}

/** The labels over the aerial picture: streets, the park, the buildings' numbers and the way to the metro. */
export function masterPlanSvg(buildings: PlanBuilding[], metro: { name: string; minutes: number }): string {
  // Beside Zvenigorodskoe shosse, towards the station (its pavilion is south-east, past the picture's edge).
  const [sx, sy] = project(120, 232);
  const [mx, my] = [r(sx + 130), r(sy + 66)];
  const metroSign =
    `<rect x="${r(mx - 26)}" y="${r(my - 26)}" width="250" height="58" rx="4" fill="${PALETTE.ivory}" fill-opacity="0.94"/>` +
    `<circle cx="${r(mx)}" cy="${r(my + 3)}" r="17" fill="#943E90"/><text x="${r(mx)}" y="${r(my + 9)}" text-anchor="middle" font-family="${FONT_SANS}" font-size="18" font-weight="700" fill="#ffffff">М</text>` +
    `<text x="${r(mx + 26)}" y="${r(my - 1)}" font-family="${FONT_SANS}" font-size="17" fill="${PALETTE.ink}">${esc(metro.name)}</text>` +
    `<text x="${r(mx + 26)}" y="${r(my + 20)}" font-family="${FONT_SANS}" font-size="14" fill="${PALETTE.inkSoft}">${minutesText(metro.minutes)} пешком →</text>`;
  const [parkX, parkY] = project((PARK.x0 + PARK.x1) / 2, PARK.y0 + 20);
  const body =
    street(120, -29, 'ВЕРЕСКОВЫЙ ПЕРЕУЛОК', 30) +
    street(-29, 100, 'ЗВЕНИГОРОДСКАЯ УЛИЦА', -30) +
    street(40, 221, 'ЗВЕНИГОРОДСКОЕ ШОССЕ', 30) +
    haloText(parkX, parkY, 'ДВОР-ПАРК', `text-anchor="middle" font-family="${FONT_SANS}" font-size="17" font-weight="600" letter-spacing="2"`) +
    buildings.map(numberBadge).join('') +
    metroSign;
  return svgDocument(MASTER_PLAN.width, MASTER_PLAN.height, body, 'Генеральный план комплекса: вид сверху');
}
