import type { Random } from '../../seed/random';
import { LAYER, PanoramaCanvas, type Light } from './canvas';
import { yawPitch, type Frame, type Vec } from './projection';
import { building, city, mullions, sky, tree, wall, wallRect } from './world';

/**
 * The four scenes of the demo tour, drawn as equirectangular panoramas (2:1, 360° × 180°): the lobby, the
 * courtyard, the show flat and the terrace on the top floor. Each scene names where its doorways lead, so the
 * viewer's hotspots stand where the door, the glazing or the tower is in the picture.
 */
export const PANORAMA_SIZE = { width: 4096, height: 2048 } as const;

export type SceneSlug = 'lobby' | 'courtyard' | 'flat' | 'terrace';
export type Link = { to: SceneSlug; yaw: number; pitch: number };
export type DrawnScene = { svg: string; yaw: number; links: Link[] };

const frameAt = (eye: Vec): Frame => ({ ...PANORAMA_SIZE, eye });
const link = (frame: Frame, to: SceneSlug, point: Vec): Link => ({ to, ...yawPitch(frame, point) });

const DAYLIGHT: Light = { sun: [-0.45, -0.55, 0.7], ambient: 0.62, haze: '#dfe3e4', hazeDistance: 900 };
const STONE = '#e4dbcc';
const BRONZE = '#8d6c45';

function lobby(random: Random, title: string): DrawnScene {
  const frame = frameAt([0, 0, 1.6]);
  const canvas = new PanoramaCanvas(frame, { ...DAYLIGHT, sun: [0.2, 1, 0.7], ambient: 0.7 });
  sky(canvas, { zenith: '#8fb0c8', horizon: '#e9eef0', ground: '#8a9a72', sun: { yaw: 30, pitch: 35, colour: '#fff6e0' } });
  // The courtyard behind the glazing: lawn, trees and the opposite wing.
  canvas.face([[-40, 8.2, 0], [40, 8.2, 0], [40, 40, 0], [-40, 40, 0]], '#7f9a62', { layer: LAYER.outside });
  building(canvas, random, [-40, 42, 0], [36, 56, 48], { stone: '#d9cfbf', glass: ['#8ea3b3', '#7b90a0', '#9bb0bf'], layer: LAYER.outside });
  building(canvas, random, [-30, -60, 0], [30, -45, 36], { stone: '#cdbfa8', glass: ['#8ea3b3', '#7b90a0'], layer: LAYER.outside });
  for (let i = 0; i < 14; i += 1) tree(canvas, [random.float(-30, 30), random.float(13, 36), 0], random.float(6, 10), random.float(2.2, 3.4), LAYER.outside);

  const [x0, x1, y0, y1, h] = [-7, 7, -5, 8, 5.2];
  canvas.enclosing([[x0, y0, 0], [x1, y0, 0], [x1, y1, 0], [x0, y1, 0]], canvas.verticalGradient([[0, '#d6ccbc'], [1, '#bfb3a1']]), 'floor');
  canvas.enclosing([[x0, y0, h], [x0, y1, h], [x1, y1, h], [x1, y0, h]], '#efe9df', 'ceiling');
  // Large stone tiles: joints every 1.2 m.
  for (let x = x0 + 1.2; x < x1; x += 1.2) canvas.line([[x, y0, 0.01], [x, y1, 0.01]], '#a89b88', 1.4);
  for (let y = y0 + 1.2; y < y1; y += 1.2) canvas.line([[x0, y, 0.01], [x1, y, 0.01]], '#a89b88', 1.4);
  // A recessed ceiling panel with a line of pendants.
  canvas.line([[-4.5, -2.5, h - 0.01], [4.5, -2.5, h - 0.01], [4.5, 5.5, h - 0.01], [-4.5, 5.5, h - 0.01], [-4.5, -2.5, h - 0.01]], '#cfc5b6', 3, LAYER.decal);

  const glazing = { from: 0.5, to: 13.5, bottom: 0.1, top: 4.8 };
  wall(canvas, [x0, y1], [x1, y1], { height: h, colour: STONE, openings: [glazing] });
  mullions(canvas, [x0, y1], [x1, y1], glazing, { spacing: 1.65, transom: 3.4, colour: '#3a3430' });
  wall(canvas, [x1, y1], [x1, y0], {
    height: h,
    colour: '#ddd3c3',
    details: [
      { from: 4.2, to: 6.0, bottom: 0, top: 2.9, colour: '#5b4631' },
      { from: 4.3, to: 5.9, bottom: 0, top: 2.7, colour: BRONZE },
      { from: 7.4, to: 9.2, bottom: 0, top: 2.9, colour: '#5b4631' },
      { from: 7.5, to: 9.1, bottom: 0, top: 2.7, colour: BRONZE },
    ],
  });
  const entrance = { from: 5.2, to: 8.8, bottom: 0, top: 3.3 };
  wall(canvas, [x1, y0], [x0, y0], { height: h, colour: STONE, openings: [entrance] });
  mullions(canvas, [x1, y0], [x0, y0], entrance, { spacing: 1.2, colour: '#3a3430' });
  // The walnut wall with slats.
  wall(canvas, [x0, y0], [x0, y1], {
    height: h,
    colour: '#6d4f36',
    details: Array.from({ length: 42 }, (_, i) => ({ from: 0.35 + i * 0.3, to: 0.47 + i * 0.3, bottom: 0, top: h, colour: '#8a6646' })),
  });

  // Reception, columns, seating and plants.
  canvas.box([-2.4, 5.2, 0], [2.4, 6.1, 1.1], '#3b3633', { top: '#9c7a4e' });
  for (const x of [-4.2, 4.2]) canvas.box([x - 0.35, 3.1, 0], [x + 0.35, 3.8, h], '#e9e1d3');
  canvas.box([-6.2, -1.5, 0], [-5.3, 2.5, 0.42], '#8b8277');
  canvas.box([-6.9, -1.5, 0], [-6.2, 2.5, 0.85], '#7d756b');
  canvas.box([-4.1, -0.4, 0], [-3.1, 1.4, 0.38], '#2f2b28', { top: '#4a4440' });
  for (const [x, y] of [[-6.2, 6.8], [6.1, 6.8], [-6.2, -4.2]] as const) {
    canvas.box([x - 0.35, y - 0.35, 0], [x + 0.35, y + 0.35, 0.7], '#c4b7a3');
    canvas.blob([x, y, 1.55], 0.75, '#4f6b3f');
    canvas.blob([x - 0.15, y - 0.1, 1.75], 0.45, '#6f8f52');
  }
  const glow = canvas.radialGradient([[0, '#fffaf0', 1], [0.3, '#ffe9bf', 0.7], [1, '#ffe2b0', 0]]);
  for (let x = -3; x <= 3; x += 1.5) {
    canvas.line([[x, 1.5, h], [x, 1.5, 3.7]], '#2e2a27', 1.2, LAYER.object);
    canvas.blob([x, 1.5, 3.62], 0.12, '#f5e6c8', LAYER.glow);
    canvas.blob([x, 1.5, 3.62], 0.55, glow, LAYER.glow);
  }
  return {
    svg: canvas.toSvg(title),
    yaw: 0,
    links: [link(frame, 'courtyard', [0, y1, 2]), link(frame, 'flat', [x1, -0.1, 1.4])],
  };
}

function courtyard(random: Random, title: string): DrawnScene {
  const frame = frameAt([0, 0, 1.7]);
  const canvas = new PanoramaCanvas(frame, DAYLIGHT);
  sky(canvas, { zenith: '#6f9cc4', horizon: '#e6ecee', ground: '#bdb3a3', sun: { yaw: -140, pitch: 40, colour: '#fff4dc' } });
  city(canvas, random, { ground: 0, inner: 160, outer: 900, count: 70, heights: [25, 70] });
  const glass = ['#8ea3b3', '#7b90a0', '#9bb0bf', '#6d8292'];
  building(canvas, random, [-44, 38, 0], [30, 52, 62], { stone: '#e6dccb', glass, litShare: 0.03 });
  building(canvas, random, [34, -30, 0], [48, 34, 45], { stone: '#c9b59a', glass, litShare: 0.03 });
  building(canvas, random, [-56, -36, 0], [-42, 30, 54], { stone: '#e2d6c2', glass, litShare: 0.03 });
  building(canvas, random, [-30, -50, 0], [22, -38, 40], { stone: '#b9a58a', glass, litShare: 0.03 });
  // Lawns around the paved square the visitor stands on, paths between them.
  const lawns: Array<[number, number, number, number]> = [[2.5, 2.5, 32, 36], [-40, 2.5, -2.5, 36], [2.5, -36, 32, -2.5], [-40, -36, -2.5, -2.5]];
  for (const [ax, ay, bx, by] of lawns) canvas.face([[ax, ay, 0.02], [bx, ay, 0.02], [bx, by, 0.02], [ax, by, 0.02]], '#7d9860', { layer: LAYER.shell });
  for (const r of [2, 3.5, 5]) canvas.line([[-r, -r, 0.01], [r, -r, 0.01], [r, r, 0.01], [-r, r, 0.01], [-r, -r, 0.01]], '#a39886', 1.6);
  for (let i = 0; i < 34; i += 1) {
    const lawn = random.pick(lawns);
    const x = random.float(lawn[0] + 2, lawn[2] - 2);
    const y = random.float(lawn[1] + 2, lawn[3] - 2);
    if (Math.hypot(x, y) < 7) continue;
    tree(canvas, [x, y, 0], random.float(6, 11), random.float(2, 3.6));
  }
  // Benches and lamps along the paths.
  for (const y of [8, 16, 24]) {
    for (const x of [-3.4, 3.4]) canvas.box([x - 0.3, y - 0.9, 0], [x + 0.3, y + 0.9, 0.45], '#7a5a3c', { top: '#9a7651' });
  }
  for (const [x, y] of [[2.6, 12], [-2.6, 20], [2.6, -12], [-2.6, -20], [12, 2.6], [-12, -2.6]] as const) {
    canvas.line([[x, y, 0], [x, y, 4]], '#2e2a27', 2);
    canvas.blob([x, y, 4.1], 0.22, '#f4ead6');
  }
  const door: Vec = [-4, -38, 1.6];
  return {
    svg: canvas.toSvg(title),
    yaw: 10,
    links: [link(frame, 'lobby', door), link(frame, 'terrace', [-10, 45, 63])],
  };
}

/** What the show flat is finished and furnished in: the tour's own, and each furnishing package's (cms/seed/furnish.ts). */
export type FlatMaterials = {
  floor: readonly [string, string];
  boards: string;
  rug: string;
  walls: readonly [north: string, east: string, south: string, west: string];
  door: string;
  panel: string;
  shelf: string;
  frames: string;
  kitchen: { body: string; top: string };
  island: { body: string; top: string };
  table: { top: string; legs: string };
  sofa: { back: string; seat: string; arms: string };
  coffeeTable: { body: string; top: string };
  armchair: { seat: string; back: string };
  lamp: string;
};

export const SHOW_FLAT: FlatMaterials = {
  floor: ['#c29c75', '#9c7653'],
  boards: '#8c6a4b',
  rug: '#d9cfbf',
  walls: ['#efe8dc', '#efe8dc', '#e6ddcf', '#e9e2d6'],
  door: '#7a5a3c',
  panel: '#cbbba3',
  shelf: '#d5c8b4',
  frames: '#2f2c29',
  kitchen: { body: '#d8cdbd', top: '#3b3735' },
  island: { body: '#6b5a4a', top: '#ece6dc' },
  table: { top: '#5c4633', legs: '#3a2e24' },
  sofa: { back: '#b9ad9c', seat: '#c9bfb0', arms: '#b2a694' },
  coffeeTable: { body: '#3e342c', top: '#5a4a3c' },
  armchair: { seat: '#7b6a58', back: '#6d5d4d' },
  lamp: '#e9d9bc',
};

function flat(random: Random, title: string): DrawnScene {
  return furnishedFlat(random, title, SHOW_FLAT);
}

/** The show flat's living room with kitchen, finished in `m`. */
export function furnishedFlat(random: Random, title: string, m: FlatMaterials): DrawnScene {
  const frame = frameAt([0.8, -2.5, 1.55]);
  const canvas = new PanoramaCanvas(frame, { sun: [-0.8, 0.45, 0.35], ambient: 0.72, haze: '#e7dccb', hazeDistance: 2400 });
  const ground = -64;
  sky(canvas, { zenith: '#7ea3c2', horizon: '#f1e2c8', ground: '#a9a795', sun: { yaw: -70, pitch: 12, colour: '#ffe2a8' } });
  canvas.face([[-700, 260, ground], [500, 260, ground], [500, 900, ground], [-700, 900, ground]], '#7f9463', { layer: LAYER.outside });
  canvas.face([[-3000, 1300, ground], [3000, 1300, ground], [3000, 1550, ground], [-3000, 1550, ground]], '#8aa3b0', { layer: LAYER.outside });
  city(canvas, random, { ground, inner: 70, outer: 1600, count: 260, heights: [18, 95] });

  const [x0, x1, y0, y1, h] = [-4.5, 5, -4, 4.5, 3.2];
  canvas.enclosing([[x0, y0, 0], [x1, y0, 0], [x1, y1, 0], [x0, y1, 0]], canvas.verticalGradient([[0, m.floor[0]], [1, m.floor[1]]]), 'floor');
  canvas.enclosing([[x0, y0, h], [x0, y1, h], [x1, y1, h], [x1, y0, h]], '#f4f0e8', 'ceiling');
  for (let x = x0 + 0.22; x < x1; x += 0.22) canvas.line([[x, y0, 0.01], [x, y1, 0.01]], m.boards, 1, LAYER.decal, 0.55);
  canvas.face([[-1.1, -0.3, 0.02], [2.9, -0.3, 0.02], [2.9, 2.8, 0.02], [-1.1, 2.8, 0.02]], m.rug, { layer: LAYER.decal, flat: true });

  const north = { from: 0.4, to: 9.1, bottom: 0.12, top: 3.0 };
  const east = { from: 0.4, to: 8.1, bottom: 0.12, top: 3.0 };
  wall(canvas, [x0, y1], [x1, y1], { height: h, colour: m.walls[0], openings: [north] });
  mullions(canvas, [x0, y1], [x1, y1], north, { spacing: 2.2, colour: m.frames });
  wall(canvas, [x1, y1], [x1, y0], { height: h, colour: m.walls[1], openings: [east] });
  mullions(canvas, [x1, y1], [x1, y0], east, { spacing: 2.0, colour: m.frames });
  wall(canvas, [x1, y0], [x0, y0], {
    height: h,
    colour: m.walls[2],
    details: [
      { from: 6.6, to: 7.6, bottom: 0, top: 2.4, colour: m.door },
      { from: 1.0, to: 4.6, bottom: 0.9, top: 2.2, colour: m.panel },
    ],
  });
  wall(canvas, [x0, y0], [x0, y1], {
    height: h,
    colour: m.walls[3],
    details: [{ from: 1.5, to: 6.5, bottom: 1.45, top: 2.25, colour: m.shelf }],
  });
  // Kitchen run, island and dining table under a pendant.
  canvas.box([-4.5, -2.5, 0], [-3.85, 2.5, 0.9], m.kitchen.body, { top: m.kitchen.top });
  canvas.box([-2.9, -1.2, 0], [-2.1, 1.2, 0.92], m.island.body, { top: m.island.top });
  canvas.box([-3.3, 2.6, 0.72], [-1.6, 4.0, 0.77], m.table.top);
  canvas.box([-3.2, 2.7, 0], [-3.1, 3.9, 0.72], m.table.legs);
  canvas.box([-1.8, 2.7, 0], [-1.7, 3.9, 0.72], m.table.legs);
  // Sofa facing the window, coffee table, armchair.
  canvas.box([-0.6, 0.8, 0], [2.8, 1.1, 0.82], m.sofa.back);
  canvas.box([-0.6, 1.1, 0], [2.8, 1.9, 0.44], m.sofa.seat);
  canvas.box([-0.8, 0.8, 0], [-0.6, 1.9, 0.62], m.sofa.arms);
  canvas.box([2.8, 0.8, 0], [3.0, 1.9, 0.62], m.sofa.arms);
  canvas.box([0.2, 2.3, 0], [1.9, 3.0, 0.38], m.coffeeTable.body, { top: m.coffeeTable.top });
  canvas.box([3.6, -1.6, 0], [4.5, -0.6, 0.45], m.armchair.seat);
  canvas.box([4.3, -1.6, 0], [4.5, -0.6, 0.85], m.armchair.back);
  const glow = canvas.radialGradient([[0, '#fffaf0', 1], [0.3, '#ffe6b6', 0.6], [1, '#ffdca0', 0]]);
  canvas.line([[-2.45, 3.3, h], [-2.45, 3.3, 1.75]], '#2a2623', 1.2, LAYER.object);
  canvas.blob([-2.45, 3.3, 1.7], 0.2, m.lamp, LAYER.glow);
  canvas.blob([-2.45, 3.3, 1.7], 0.8, glow, LAYER.glow);
  return {
    svg: canvas.toSvg(title),
    yaw: 25,
    links: [link(frame, 'lobby', [-1.4, y0, 1.3]), link(frame, 'terrace', [x1, 2.5, 1.6])],
  };
}

function terrace(random: Random, title: string): DrawnScene {
  const frame = frameAt([0, 0, 1.6]);
  const canvas = new PanoramaCanvas(frame, { sun: [-0.75, 0.3, 0.3], ambient: 0.66, haze: '#eadcc6', hazeDistance: 2600 });
  const ground = -86;
  sky(canvas, { zenith: '#6d93b8', horizon: '#f3dcb8', ground: '#a7a391', sun: { yaw: -65, pitch: 9, colour: '#ffd89a' } });
  canvas.face([[-500, 180, ground], [400, 180, ground], [400, 800, ground], [-500, 800, ground]], '#7b9160', { layer: LAYER.outside });
  canvas.face([[-4000, 1100, ground], [4000, 1100, ground], [4000, 1380, ground], [-4000, 1380, ground]], '#8fa7b3', { layer: LAYER.outside });
  // The metro pavilion at the park's corner.
  canvas.box([-260, 150, ground], [-200, 175, ground + 9], '#b03a32', { layer: LAYER.outside, top: '#8e2f29' });
  city(canvas, random, { ground, inner: 60, outer: 1800, count: 320, heights: [20, 110] });
  // The complex's other towers, close by.
  const glass = ['#8ea3b3', '#7b90a0', '#9bb0bf'];
  building(canvas, random, [40, -70, ground], [62, -30, ground + 72], { stone: '#dcd2c2', glass, layer: LAYER.outside });
  building(canvas, random, [-90, -40, ground], [-62, -14, ground + 60], { stone: '#d6ccbb', glass, layer: LAYER.outside });

  const [x0, x1, y0, y1] = [-7, 7, -4, 6];
  canvas.enclosing([[x0, y0, 0], [x1, y0, 0], [x1, y1, 0], [x0, y1, 0]], canvas.verticalGradient([[0, '#a88566'], [1, '#7f5f44']]), 'floor');
  for (let x = x0 + 0.16; x < x1; x += 0.16) canvas.line([[x, y0, 0.01], [x, y1, 0.01]], '#6b4f38', 0.8, LAYER.decal, 0.6);
  // Glass balustrade with a bronze rail on three sides; the penthouse's wall with its door behind.
  const edges: Array<[readonly [number, number], readonly [number, number]]> = [[[x0, y0], [x0, y1]], [[x0, y1], [x1, y1]], [[x1, y1], [x1, y0]]];
  for (const [a, b] of edges) {
    const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
    canvas.face(wallRect(a, b, { from: 0, to: length, bottom: 0, top: 1.1 }), '#cfe0e6', { layer: LAYER.wall, flat: true, opacity: 0.22 });
    canvas.line([[a[0], a[1], 1.1], [b[0], b[1], 1.1]], BRONZE, 5, LAYER.wall);
  }
  wall(canvas, [x1, y0], [x0, y0], {
    height: 3.4,
    colour: '#e2d8c8',
    details: [
      { from: 5.6, to: 8.4, bottom: 0, top: 2.8, colour: '#3f4a52' },
      { from: 5.75, to: 8.25, bottom: 0.1, top: 2.7, colour: '#6e8391' },
    ],
  });
  canvas.box([2.2, 1.2, 0], [4.6, 2.0, 0.42], '#cbbfae', { top: '#ded3c2' });
  canvas.box([2.6, 2.6, 0], [4.0, 3.4, 0.4], '#5a4636');
  for (const [x, y] of [[-6.3, 5.3], [6.3, 5.3]] as const) {
    canvas.box([x - 0.4, y - 0.4, 0], [x + 0.4, y + 0.4, 0.8], '#bcae98');
    canvas.blob([x, y, 1.7], 0.8, '#4e6a3d');
  }
  return {
    svg: canvas.toSvg(title),
    yaw: -40,
    links: [link(frame, 'flat', [0, y0, 1.4]), link(frame, 'courtyard', [-20, 40, ground + 10])],
  };
}

export const SCENE_DRAWINGS: Record<SceneSlug, (random: Random, title: string) => DrawnScene> = { lobby, courtyard, flat, terrace };
