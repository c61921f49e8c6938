import type { Random } from '../../seed/random';
import { LAYER, type PanoramaCanvas } from './canvas';
import { mix, shade } from './colour';
import { lerp, type Vec } from './projection';

/** Building blocks of the tour's scenes: sky, rooms with openings, facades, trees and a city around. */

export function sky(canvas: PanoramaCanvas, options: { zenith: string; horizon: string; ground: string; sun: { yaw: number; pitch: number; colour: string } }): void {
  const { width, height } = canvas.frame;
  const skyFill = canvas.verticalGradient([[0, options.zenith], [0.75, mix(options.zenith, options.horizon, 0.7)], [1, options.horizon]], { y1: 0, y2: height / 2 });
  const groundFill = canvas.verticalGradient([[0, mix(options.ground, options.horizon, 0.5)], [0.12, options.ground], [1, shade(options.ground, 0.8)]], { y1: height / 2, y2: height });
  const glow = canvas.radialGradient([[0, options.sun.colour, 0.85], [0.25, options.sun.colour, 0.35], [1, options.sun.colour, 0]]);
  const sunX = (options.sun.yaw / 360 + 0.5) * width;
  const sunY = (0.5 - options.sun.pitch / 180) * height;
  const sunGlow = [-width, 0, width].map((shift) => `<ellipse cx="${sunX + shift}" cy="${sunY}" rx="${width * 0.16}" ry="${height * 0.2}" fill="${glow}"/>`).join('');
  canvas.raw(LAYER.sky, 0, `<rect width="${width}" height="${height / 2 + 1}" fill="${skyFill}"/><rect y="${height / 2}" width="${width}" height="${height / 2}" fill="${groundFill}"/>${sunGlow}`);
}

export type Opening = { from: number; to: number; bottom: number; top: number };

/** A point `along` metres from `a` towards `b` at height `z`. */
function along(a: readonly [number, number], b: readonly [number, number], distance: number, z: number): Vec {
  const total = Math.hypot(b[0] - a[0], b[1] - a[1]);
  const t = distance / total;
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, z];
}

/** A quad on the wall a→b: `from`..`to` metres along it, `bottom`..`top` high, standing `offset` metres off it. */
export function wallRect(a: readonly [number, number], b: readonly [number, number], rect: Opening, base = 0): Vec[] {
  return [
    along(a, b, rect.from, base + rect.bottom),
    along(a, b, rect.to, base + rect.bottom),
    along(a, b, rect.to, base + rect.top),
    along(a, b, rect.from, base + rect.top),
  ];
}

/**
 * An inner wall of a room from corner a to corner b, `height` high, with openings cut out (seen through) and
 * details drawn on it (doors, panels), each detail with its colour.
 */
export function wall(
  canvas: PanoramaCanvas,
  a: readonly [number, number],
  b: readonly [number, number],
  options: { height: number; base?: number; colour: string; openings?: Opening[]; details?: Array<Opening & { colour: string }> },
): void {
  const base = options.base ?? 0;
  const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
  const points = wallRect(a, b, { from: 0, to: length, bottom: 0, top: options.height }, base);
  const details = options.details ?? [];
  canvas.face(points, options.colour, {
    layer: LAYER.wall,
    holes: (options.openings ?? []).map((opening) => wallRect(a, b, opening, base)),
    details: details.map((detail) => wallRect(a, b, detail, base)),
    detailFill: (index) => details[index]?.colour ?? options.colour,
    falloff: true,
  });
}

/** Window frames: mullions every `spacing` metres and a transom, drawn in front of the opening. */
export function mullions(canvas: PanoramaCanvas, a: readonly [number, number], b: readonly [number, number], opening: Opening, options: { spacing: number; transom?: number; colour: string; base?: number }): void {
  const base = options.base ?? 0;
  const count = Math.max(1, Math.round((opening.to - opening.from) / options.spacing));
  const bar = 0.06;
  const frames: Opening[] = [
    { from: opening.from, to: opening.to, bottom: opening.bottom, top: opening.bottom + bar },
    { from: opening.from, to: opening.to, bottom: opening.top - bar, top: opening.top },
  ];
  if (options.transom !== undefined) frames.push({ from: opening.from, to: opening.to, bottom: options.transom - bar / 2, top: options.transom + bar / 2 });
  for (let i = 0; i <= count; i += 1) {
    const at = opening.from + ((opening.to - opening.from) * i) / count;
    frames.push({ from: at - bar / 2, to: at + bar / 2, bottom: opening.bottom, top: opening.top });
  }
  for (const frame of frames) canvas.face(wallRect(a, b, frame, base), options.colour, { layer: LAYER.wall, flat: true });
}

/** A facade's window grid on one side of a building: `floors` × bays, glass colours by `glass`. */
export function facadeWindows(side: readonly Vec[], options: { floorHeight: number; bayWidth: number; groundFloor?: number }): Vec[][] {
  const [p0, p1, , p3] = side as [Vec, Vec, Vec, Vec];
  const width = Math.hypot(p1[0] - p0[0], p1[1] - p0[1]);
  const height = p3[2] - p0[2];
  const bays = Math.max(1, Math.floor(width / options.bayWidth));
  const floors = Math.max(1, Math.floor(height / options.floorHeight));
  const windows: Vec[][] = [];
  const groundFloor = options.groundFloor ?? 0;
  for (let floor = 0; floor < floors; floor += 1) {
    const z0 = p0[2] + floor * options.floorHeight + (floor === 0 && groundFloor ? 0.3 : options.floorHeight * 0.22);
    const z1 = p0[2] + (floor + 1) * options.floorHeight - options.floorHeight * (floor === 0 && groundFloor ? 0.15 : 0.12);
    if (z1 > p3[2] - 0.4) break;
    for (let bay = 0; bay < bays; bay += 1) {
      const t0 = (bay + (floor === 0 && groundFloor ? 0.06 : 0.2)) / bays;
      const t1 = (bay + (floor === 0 && groundFloor ? 0.94 : 0.8)) / bays;
      const bottom0 = lerp(p0, p1, t0);
      const bottom1 = lerp(p0, p1, t1);
      windows.push([
        [bottom0[0], bottom0[1], z0],
        [bottom1[0], bottom1[1], z0],
        [bottom1[0], bottom1[1], z1],
        [bottom0[0], bottom0[1], z1],
      ]);
    }
  }
  return windows;
}

/** A residential building with a stone facade, glazing and a bronze crown. */
export function building(
  canvas: PanoramaCanvas,
  random: Random,
  min: Vec,
  max: Vec,
  options: { stone: string; glass: readonly string[]; litShare?: number; floorHeight?: number; bayWidth?: number; layer?: number; detail?: boolean },
): void {
  const floorHeight = options.floorHeight ?? 3.3;
  const bayWidth = options.bayWidth ?? 2.4;
  canvas.box(min, max, options.stone, {
    layer: options.layer ?? LAYER.outside,
    top: shade(options.stone, 0.85),
    windows: options.detail === false
      ? undefined
      : (side) => {
          const windows = facadeWindows(side, { floorHeight, bayWidth, groundFloor: min[2] <= 0.5 ? 1 : 0 });
          const fills = windows.map(() => (random.chance(options.litShare ?? 0) ? '#f0cf98' : random.pick(options.glass)));
          return { details: windows, detailFill: (index: number) => fills[index] ?? '#556270' };
        },
  });
  // The crown: a thin bronze band on top.
  canvas.box([min[0] - 0.3, min[1] - 0.3, max[2]], [max[0] + 0.3, max[1] + 0.3, max[2] + 0.9], '#8d6c45', { layer: options.layer ?? LAYER.outside });
}

/** A deciduous tree: a trunk and a crown of three shades for volume. */
export function tree(canvas: PanoramaCanvas, base: Vec, height: number, crown: number, layer: number = LAYER.object): void {
  const trunkTop: Vec = [base[0], base[1], base[2] + height - crown * 0.8];
  canvas.line([base, trunkTop], '#4a3b2c', Math.max(1.5, 900 / canvas.distance(base) / 6), layer);
  const centre: Vec = [base[0], base[1], base[2] + height - crown];
  canvas.blob(centre, crown, canvas.hazed('#4d6a3c', centre), layer, -0.01);
  canvas.blob([centre[0] - crown * 0.25, centre[1], centre[2] + crown * 0.25], crown * 0.7, canvas.hazed('#6a8a4e', centre), layer, -0.02);
  canvas.blob([centre[0] + crown * 0.2, centre[1], centre[2] + crown * 0.45], crown * 0.45, canvas.hazed('#8eab68', centre), layer, -0.03);
}

/** Towers of the city around the complex, out to `radius` metres, hazed by distance. */
export function city(canvas: PanoramaCanvas, random: Random, options: { ground: number; inner: number; outer: number; count: number; heights: [number, number] }): void {
  const stones = ['#cfc6b8', '#bfb8ad', '#d8d2c6', '#a9a39b', '#c4b49c'];
  for (let i = 0; i < options.count; i += 1) {
    const angle = random.float(0, Math.PI * 2);
    const distance = options.inner + (options.outer - options.inner) * Math.sqrt(random.next());
    const x = canvas.frame.eye[0] + Math.sin(angle) * distance;
    const y = canvas.frame.eye[1] + Math.cos(angle) * distance;
    const w = random.float(18, 46);
    const d = random.float(14, 30);
    const h = random.float(options.heights[0], options.heights[1]) * (random.chance(0.08) ? 2.2 : 1);
    building(canvas, random, [x - w / 2, y - d / 2, options.ground], [x + w / 2, y + d / 2, options.ground + h], {
      stone: random.pick(stones),
      glass: ['#6f8190', '#7d8e9b', '#5f6f7c'],
      litShare: 0.04,
      layer: LAYER.outside,
      detail: distance < 700,
      floorHeight: 3.2,
      bayWidth: distance < 300 ? 2.6 : 4,
    });
  }
}
