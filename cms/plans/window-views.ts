/**
 * What the windows of a flat see, per building, window side and floor: the main outlook (the courtyard park,
 * the courtyard or the city), the landmarks in view, how open the sky is in front of the window and how many
 * hours the sun reaches it at the equinox. Computed from the same geometry the pictures are rendered from: the
 * buildings' footprints and heights (complex.ts), the park, the city's blocks and the landmarks (city-blocks.ts).
 * Trees are left out (they lose their leaves; buildings stay).
 */
import { BUILDINGS, PARK, floorBaseHeight, buildingHeight, type BuildingSeed } from '../seed/complex';
import { CITY_SEED, LANDMARKS, cityBlocks } from '../seed/city-blocks';
import { createRandom } from '../seed/random';

export type WindowSide = 'courtyard' | 'street';
export const OUTLOOKS = [
  { value: 'park', label: 'Парк' },
  { value: 'city', label: 'Город' },
  { value: 'courtyard', label: 'Двор' },
] as const;
export type Outlook = (typeof OUTLOOKS)[number]['value'];
export const WINDOW_SIDES = [
  { value: 'courtyard', label: 'во двор' },
  { value: 'street', label: 'на улицу' },
] as const;
/** Compass points clockwise from north, as a window's facing is named. */
export const COMPASS = [
  { value: 'n', label: 'север' },
  { value: 'ne', label: 'северо-восток' },
  { value: 'e', label: 'восток' },
  { value: 'se', label: 'юго-восток' },
  { value: 's', label: 'юг' },
  { value: 'sw', label: 'юго-запад' },
  { value: 'w', label: 'запад' },
  { value: 'nw', label: 'северо-запад' },
] as const;

/** Moscow's latitude: the sun's path at the equinox. */
const LATITUDE = 55.75;
/** The eye: this far in front of the facade, this high above the floor. */
const EYE_OUT = 1;
export const EYE_HEIGHT = 1.5;
/** Rays every two degrees across the half-plane in front of the window. */
const HALF_FIELD = 90;
const RAY_STEP = 2;
/** The picture's field (and so the outlook's): degrees either side of the facing, and how far down. */
const OUTLOOK_HALF_WIDTH = 30;
const OUTLOOK_DEPRESSIONS = [4, 8, 12, 16, 20, 24, 28, 32, 36, 40];
/** The rendered view's horizontal field, degrees (a wide-angle 2:1 picture, cms/render/shots.ts). */
export const VIEW_FIELD = 104;
/** A landmark counts when the picture shows it: within its field, clear of the edges. */
const LANDMARK_HALF_WIDTH = VIEW_FIELD / 2 - 4;

/** The ground the buildings enclose (between their inner faces): beyond it, pavements and streets belong to the city. */
const COURTYARD = innerCourt();

type Box = { x0: number; y0: number; x1: number; y1: number; h: number; kind: 'complex' | 'city' | 'landmark'; landmark?: string; building?: number };
/** A box a ray crosses: where it enters and leaves (metres along the ray), how tall it is. */
type Crossing = { enter: number; exit: number; box: Box };

export type WindowView = {
  building: number;
  side: WindowSide;
  floor: number;
  facing: (typeof COMPASS)[number];
  outlook: Outlook;
  /** Share of the picture's ground and buildings per kind of view (0–1, two decimals). */
  shares: Record<Outlook, number>;
  landmarks: Array<{ value: string; label: string }>;
  /** Share of the sky in front of the window not hidden by buildings, per cent. */
  openness: number;
  /** Hours of direct sun at the equinox, to the half hour. */
  sunHours: number;
};

let worldBoxes: Box[] | null = null;
function world(): Box[] {
  if (worldBoxes) return worldBoxes;
  const complex: Box[] = BUILDINGS.map((b) => ({ x0: b.footprint.x, y0: b.footprint.y, x1: b.footprint.x + b.footprint.w, y1: b.footprint.y + b.footprint.d, h: buildingHeight(b.floors), kind: 'complex', building: b.number }));
  // The rendered world plants its courtyard trees with the same draws, so the blocks stand where the pictures show them.
  const city: Box[] = cityBlocks(createRandom(CITY_SEED)).boxes.map((c) => ({ x0: c.x, y0: c.y, x1: c.x + c.w, y1: c.y + c.d, h: c.h, kind: 'city' }));
  const landmarks: Box[] = LANDMARKS.flatMap((l) => l.boxes.map(([dx, dy, w, d, h]) => ({ x0: l.at.x + dx - w / 2, y0: l.at.y + dy - d / 2, x1: l.at.x + dx + w / 2, y1: l.at.y + dy + d / 2, h, kind: 'landmark' as const, landmark: l.value })));
  worldBoxes = [...complex, ...city, ...landmarks];
  return worldBoxes;
}

function innerCourt() {
  const faces = BUILDINGS.map((b) => ({ b, normal: sideNormal(b, 'courtyard') }));
  const face = (nx: number, ny: number, pick: (f: BuildingSeed['footprint']) => number, fallback: number) =>
    faces.filter(({ normal }) => normal.x === nx && normal.y === ny).map(({ b }) => pick(b.footprint))[0] ?? fallback;
  return {
    x0: face(1, 0, (f) => f.x + f.w, PARK.x0),
    x1: face(-1, 0, (f) => f.x, PARK.x1),
    y0: face(0, 1, (f) => f.y + f.d, PARK.y0),
    y1: face(0, -1, (f) => f.y, PARK.y1),
  };
}

/** The outward normal of a side: the courtyard side is the long facade turned to the park (a square one: the axis the park lies along). */
export function sideNormal(building: BuildingSeed, side: WindowSide): { x: number; y: number } {
  const f = building.footprint;
  const toPark = { x: (PARK.x0 + PARK.x1) / 2 - (f.x + f.w / 2), y: (PARK.y0 + PARK.y1) / 2 - (f.y + f.d / 2) };
  const alongX = f.w > f.d || (f.w === f.d && Math.abs(toPark.y) > Math.abs(toPark.x));
  const courtyard = alongX ? { x: 0, y: Math.sign(toPark.y) } : { x: Math.sign(toPark.x), y: 0 };
  return side === 'courtyard' ? courtyard : { x: -courtyard.x, y: -courtyard.y };
}

/** Where a window's eye is: the middle of the facade, in front of it, at eye height on the floor (site metres, z up). */
export function windowEye(building: BuildingSeed, side: WindowSide, floor: number) {
  const f = building.footprint;
  const normal = sideNormal(building, side);
  const x = f.x + f.w / 2 + normal.x * (f.w / 2 + EYE_OUT);
  const y = f.y + f.d / 2 + normal.y * (f.d / 2 + EYE_OUT);
  return { x, y, z: floorBaseHeight(floor) + EYE_HEIGHT, normal };
}

/** The boxes a horizontal ray from (x, y) along (dx, dy) crosses, nearest first (slab test). */
function crossings(boxes: readonly Box[], x: number, y: number, dx: number, dy: number): Crossing[] {
  const found: Crossing[] = [];
  const ix = Math.abs(dx) < 1e-12 ? Infinity : 1 / dx;
  const iy = Math.abs(dy) < 1e-12 ? Infinity : 1 / dy;
  for (const box of boxes) {
    // A ray parallel to an axis crosses the box only when it runs between the box's sides.
    if (ix === Infinity && (x < box.x0 || x > box.x1)) continue;
    if (iy === Infinity && (y < box.y0 || y > box.y1)) continue;
    const ax = ix === Infinity ? -Infinity : (box.x0 - x) * ix;
    const bx = ix === Infinity ? Infinity : (box.x1 - x) * ix;
    const ay = iy === Infinity ? -Infinity : (box.y0 - y) * iy;
    const by = iy === Infinity ? Infinity : (box.y1 - y) * iy;
    const enter = Math.max(0, Math.min(ax, bx), Math.min(ay, by));
    const exit = Math.min(Math.max(ax, bx), Math.max(ay, by));
    if (exit > enter) found.push({ enter, exit, box });
  }
  return found.sort((a, b) => a.enter - b.enter);
}

/** How high, in degrees, buildings rise above the eye along a ray (0 when none). */
function obstruction(ray: readonly Crossing[], eyeZ: number, kinds: ReadonlyArray<Box['kind']> = ['complex', 'city', 'landmark'], before = Infinity): number {
  let highest = 0;
  for (const { enter, box } of ray) {
    if (enter >= before) break;
    if (box.h > eyeZ && kinds.includes(box.kind)) highest = Math.max(highest, Math.atan2(box.h - eyeZ, Math.max(enter, 0.5)));
  }
  return (highest * 180) / Math.PI;
}

const rad = (degrees: number) => (degrees * Math.PI) / 180;
const inside = (r: { x0: number; y0: number; x1: number; y1: number }, x: number, y: number) => x >= r.x0 && x <= r.x1 && y >= r.y0 && y <= r.y1;

/** What a ray going down at `depression` degrees meets first: a building (whose) or the ground (where). */
function firstMet(ray: readonly Crossing[], eye: { x: number; y: number; z: number }, dx: number, dy: number, depression: number): Outlook {
  const slope = Math.tan(rad(depression));
  const ground = eye.z / slope;
  for (const { enter, exit, box } of ray) {
    if (enter > ground) break;
    // The ray is below the box's top before it leaves the box: it meets the wall or the roof.
    if (eye.z - exit * slope <= box.h) return box.kind === 'complex' ? 'courtyard' : 'city';
  }
  const gx = eye.x + dx * ground;
  const gy = eye.y + dy * ground;
  return inside(PARK, gx, gy) ? 'park' : inside(COURTYARD, gx, gy) ? 'courtyard' : 'city';
}

/** The views of one building side, every floor from 2 up: the rays are cast once, the floors differ in height. */
export function sideViews(building: BuildingSeed, side: WindowSide): WindowView[] {
  const base = windowEye(building, side, 2);
  const facingDegrees = (((Math.atan2(base.normal.x, -base.normal.y) * 180) / Math.PI) + 360) % 360;
  const facing = COMPASS[Math.round(facingDegrees / 45) % 8] ?? COMPASS[0];
  // Only what stands in front of the window, never the building itself.
  const inFront = (box: Box) => Math.max((box.x0 - base.x) * base.normal.x, (box.x1 - base.x) * base.normal.x) + Math.max((box.y0 - base.y) * base.normal.y, (box.y1 - base.y) * base.normal.y) > 0;
  const boxes = world().filter((box) => box.building !== building.number && inFront(box));
  const angleOf = (offset: number) => rad(facingDegrees + offset);
  /** The ray `offset` degrees right of the facing: its direction in site metres (x east, y south). */
  const rays = new Map<number, { dx: number; dy: number; crossed: Crossing[] }>();
  const ray = (offset: number) => {
    const key = Math.max(-HALF_FIELD, Math.min(HALF_FIELD, Math.round(offset / RAY_STEP) * RAY_STEP));
    let known = rays.get(key);
    if (!known) {
      const dx = Math.sin(angleOf(key));
      const dy = -Math.cos(angleOf(key));
      known = { dx, dy, crossed: crossings(boxes, base.x, base.y, dx, dy) };
      rays.set(key, known);
    }
    return known;
  };
  const landmarkAt = LANDMARKS.map((l) => {
    const bearing = (((Math.atan2(l.at.x - base.x, -(l.at.y - base.y)) * 180) / Math.PI) + 360) % 360;
    const offset = ((bearing - facingDegrees + 540) % 360) - 180;
    return { landmark: l, offset, distance: Math.hypot(l.at.x - base.x, l.at.y - base.y) };
  });
  const sun = equinoxSun();

  const views: WindowView[] = [];
  for (let floor = 2; floor <= building.floors; floor += 1) {
    const eye = { ...base, z: floorBaseHeight(floor) + EYE_HEIGHT };
    let open = 0;
    let weights = 0;
    for (let offset = -HALF_FIELD + RAY_STEP; offset < HALF_FIELD; offset += RAY_STEP) {
      const weight = Math.cos(rad(offset));
      open += weight * (1 - Math.sin(rad(obstruction(ray(offset).crossed, eye.z))));
      weights += weight;
    }
    let sunHours = 0;
    for (const position of sun) {
      const offset = ((position.azimuth - facingDegrees + 540) % 360) - 180;
      if (Math.abs(offset) >= 85) continue;
      if (position.elevation > obstruction(ray(offset).crossed, eye.z)) sunHours += position.hours;
    }
    const counts: Record<Outlook, number> = { park: 0, courtyard: 0, city: 0 };
    let rayCount = 0;
    for (let offset = -OUTLOOK_HALF_WIDTH; offset <= OUTLOOK_HALF_WIDTH; offset += 5) {
      const { dx, dy, crossed } = ray(offset);
      for (const depression of OUTLOOK_DEPRESSIONS) {
        counts[firstMet(crossed, eye, dx, dy, depression)] += 1;
        rayCount += 1;
      }
    }
    const shares = { park: round2(counts.park / rayCount), courtyard: round2(counts.courtyard / rayCount), city: round2(counts.city / rayCount) };
    const landmarks = landmarkAt
      .filter(({ landmark, offset, distance }) => {
        if (Math.abs(offset) > LANDMARK_HALF_WIDTH) return false;
        const top = Math.max(...landmark.boxes.map((b) => b[4]));
        const seenAt = (Math.atan2(top - eye.z, distance) * 180) / Math.PI;
        return seenAt > obstruction(ray(offset).crossed, eye.z, ['complex', 'city'], distance - 150) + 0.3;
      })
      .map(({ landmark }) => ({ value: landmark.value, label: landmark.label }));
    views.push({
      building: building.number,
      side,
      floor,
      facing,
      outlook: outlookOf(shares),
      shares,
      landmarks,
      openness: Math.round((open / weights) * 100),
      sunHours: Math.round(sunHours * 2) / 2,
    });
  }
  return views;
}

/** The main outlook: the park when it fills a quarter of the view or more, else whichever of courtyard and city fills more. */
function outlookOf(shares: Record<Outlook, number>): Outlook {
  if (shares.park >= 0.25) return 'park';
  return shares.courtyard > shares.city ? 'courtyard' : 'city';
}

/** The sun's path on the equinox at Moscow's latitude, every six minutes from sunrise to sunset: azimuth from north clockwise, elevation, both in degrees. */
function equinoxSun(): Array<{ azimuth: number; elevation: number; hours: number }> {
  const phi = rad(LATITUDE);
  const path: Array<{ azimuth: number; elevation: number; hours: number }> = [];
  for (let hour = -6 + 0.05; hour < 6; hour += 0.1) {
    const h = rad(hour * 15);
    const east = -Math.sin(h);
    const north = -Math.sin(phi) * Math.cos(h);
    const up = Math.cos(phi) * Math.cos(h);
    if (up <= 0) continue;
    path.push({ azimuth: (((Math.atan2(east, north) * 180) / Math.PI) + 360) % 360, elevation: (Math.asin(up) * 180) / Math.PI, hours: 0.1 });
  }
  return path;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The rendered picture of a view (cms/render/shots.ts renders it, the seed links it): `window-{building}-{side}-{floor}`. */
export const windowPictureName = (view: Pick<WindowView, 'building' | 'side' | 'floor'>) => `window-${view.building}-${view.side}-${view.floor}`;

/** Every window view of the complex: each building's two sides, every residential floor. */
export function allWindowViews(buildings: readonly BuildingSeed[] = BUILDINGS): WindowView[] {
  return buildings.flatMap((building) => (['courtyard', 'street'] as const).flatMap((side) => sideViews(building, side)));
}
