import type { Random } from '../../seed/random';
import { LAYER, PanoramaCanvas, type Light } from './canvas';
import { shade } from './colour';
import { yawPitch, type Frame, type Vec } from './projection';
import { PANORAMA_SIZE } from './scenes';
import { building, city, facadeWindows, tree } from './world';

/**
 * The construction site of a queue in a given month, as a panorama taken from the site office's roof (9 m up,
 * across the fence): each building's concrete frame as high as the month's readiness, the facade climbing
 * behind it, the tower crane above the top floor until the frame is done, the parking pit, then the courtyard
 * park. Every month of the progress reports is drawn from the same site, so its photos show the building a
 * little higher each time (cms/seed/news.ts).
 */

type Block = { name: string; min: readonly [number, number]; max: readonly [number, number]; floors: number };
type SiteLayout = { blocks: readonly Block[]; finished: readonly Block[]; courtyard: Block; parking: Block; pit?: Block };

const FLOOR = 3.3;
const EYE: Vec = [0, 0, 9];

/** Where things stand on each queue's site; names are the captions of the photos (cms/seed/news.ts). */
const SITES: readonly SiteLayout[] = [
  {
    blocks: [
      { name: 'Корпус 1', min: [-30, 52], max: [4, 66], floors: 17 },
      { name: 'Корпус 2', min: [16, 30], max: [32, 54], floors: 12 },
      { name: 'Клубный дом', min: [-54, 20], max: [-38, 34], floors: 4 },
    ],
    finished: [],
    courtyard: { name: 'Двор-парк', min: [-32, 24], max: [12, 46], floors: 0 },
    parking: { name: 'Паркинг', min: [36, 12], max: [60, 28], floors: 0 },
  },
  {
    blocks: [
      { name: 'Корпус 4', min: [-26, 40], max: [0, 56], floors: 20 },
      { name: 'Корпус 5', min: [14, 34], max: [30, 60], floors: 15 },
    ],
    // The first queue's buildings, finished, behind the site.
    finished: [
      { name: 'Корпус 1', min: [-40, 120], max: [-6, 134], floors: 17 },
      { name: 'Корпус 2', min: [8, 104], max: [24, 128], floors: 12 },
    ],
    courtyard: { name: 'Двор-парк', min: [-24, 18], max: [10, 36], floors: 0 },
    parking: { name: 'Паркинг', min: [36, 12], max: [60, 30], floors: 0 },
    pit: { name: 'Котлован', min: [-46, 14], max: [-30, 40], floors: 0 },
  },
];

const CONCRETE = '#bdb8b0';
const COLUMN = '#a9a49b';
const FORMWORK = '#8a7f70';
const STONE = '#e2d8c7';
const GLASS = ['#8ea3b3', '#7b90a0', '#9bb0bf'] as const;
const CRANE = '#c8a03a';
const LIGHT: Light = { sun: [-0.5, -0.45, 0.72], ambient: 0.64, haze: '#e1e3e1', hazeDistance: 1000 };

/** How far a queue's works are at `percent` ready: floors of frame and facade, crane, pit, park. */
export function siteStage(percent: number, floors: number) {
  const p = Math.max(0, Math.min(100, percent));
  const frame = Math.min(floors, Math.round((floors * p) / 65));
  const facade = Math.min(frame, Math.max(0, Math.round((floors * (p - 35)) / 50)));
  return { frame, facade, crane: frame < floors, parkingCovered: p >= 20, park: p >= 80 };
}

function concreteFrame(canvas: PanoramaCanvas, block: Block, fromFloor: number, toFloor: number): void {
  const [x0, y0] = block.min;
  const [x1, y1] = block.max;
  for (let floor = fromFloor; floor < toFloor; floor += 1) {
    const z = floor * FLOOR;
    const top = floor === toFloor - 1;
    // The slab, then columns every 8 m along the sides (the inside stays open: the frame is seen through).
    canvas.box([x0, y0, z + FLOOR - 0.3], [x1, y1, z + FLOOR], top ? FORMWORK : CONCRETE, { top: shade(CONCRETE, 0.92) });
    const columns: Array<[number, number]> = [];
    for (let x = x0; x <= x1 + 0.01; x += (x1 - x0) / Math.max(1, Math.round((x1 - x0) / 8))) columns.push([x, y0], [x, y1]);
    for (let y = y0 + 8; y < y1 - 1; y += 8) columns.push([x0, y], [x1, y]);
    for (const [x, y] of columns) canvas.box([x - 0.3, y - 0.3, z], [x + 0.3, y + 0.3, z + FLOOR - 0.3], COLUMN);
  }
  if (toFloor > 0 && toFloor < block.floors) {
    // Rebar sticking up from the newest slab.
    const z = toFloor * FLOOR;
    for (let x = x0 + 1; x < x1; x += 2.5) canvas.line([[x, y0, z], [x, y0, z + 1.2]], '#5b4a3a', 1.2, LAYER.object);
  }
}

/** A finished stretch of facade: stone with windows, floors `from`..`to`. */
function facade(canvas: PanoramaCanvas, random: Random, block: Block, to: number, crowned: boolean): void {
  if (to <= 0) return;
  const min: Vec = [block.min[0], block.min[1], 0];
  const max: Vec = [block.max[0], block.max[1], to * FLOOR];
  if (crowned) {
    building(canvas, random, min, max, { stone: STONE, glass: GLASS, floorHeight: FLOOR, layer: LAYER.outside });
    return;
  }
  canvas.box(min, max, STONE, {
    layer: LAYER.outside,
    top: shade(CONCRETE, 0.9),
    windows: (side) => {
      const windows = facadeWindows(side, { floorHeight: FLOOR, bayWidth: 2.4, groundFloor: 1 });
      const fills = windows.map(() => random.pick(GLASS));
      return { details: windows, detailFill: (index: number) => fills[index] ?? GLASS[0] };
    },
  });
}

/** A tower crane beside a block, its jib over the building. */
function crane(canvas: PanoramaCanvas, block: Block, height: number): void {
  const x = block.max[0] + 4;
  const y = (block.min[1] + block.max[1]) / 2;
  canvas.box([x - 0.8, y - 0.8, 0], [x + 0.8, y + 0.8, height], CRANE, { layer: LAYER.object });
  // Lattice of the mast: a zigzag on the side facing the site.
  const zig: Vec[] = [];
  for (let z = 0, i = 0; z < height; z += 2.2, i += 1) zig.push([x + (i % 2 ? 0.8 : -0.8), y - 0.85, z]);
  canvas.line(zig, shade(CRANE, 0.7), 0.8, LAYER.object);
  canvas.box([x - 38, y - 0.6, height], [x + 12, y + 0.6, height + 1.4], CRANE, { layer: LAYER.object });
  canvas.box([x + 8, y - 1.2, height - 2.2], [x + 12, y + 1.2, height], '#6b6a66', { layer: LAYER.object });
  canvas.box([x - 1.6, y - 1.4, height - 3], [x + 0.2, y + 1.4, height], '#e9e4da', { layer: LAYER.object });
  canvas.line([[x, y, height + 1.4], [x, y, height + 7], [x - 38, y, height + 1.4]], shade(CRANE, 0.7), 1, LAYER.object);
  canvas.line([[x - 24, y, height], [x - 24, y, height - 14]], '#3a3835', 0.8, LAYER.object);
  canvas.box([x - 25, y - 0.8, height - 15.2], [x - 23, y + 0.8, height - 14], '#7a6a55', { layer: LAYER.object });
}

/** A patch of the site's ground (drawn over the soil). */
function ground(canvas: PanoramaCanvas, block: Block, colour: string, z = 0.03): void {
  const [x0, y0] = block.min;
  const [x1, y1] = block.max;
  canvas.face([[x0, y0, z], [x1, y0, z], [x1, y1, z], [x0, y1, z]], colour, { layer: LAYER.decal });
}

/** The underground parking: a pit with its walls, then its roof slab with the ramp and the ventilation kiosks. */
function parking(canvas: PanoramaCanvas, block: Block, covered: boolean): void {
  const [x0, y0] = block.min;
  const [x1, y1] = block.max;
  if (!covered) {
    ground(canvas, block, '#5e5446', 0.06);
    canvas.line([[x0, y0, 0.1], [x1, y0, 0.1], [x1, y1, 0.1], [x0, y1, 0.1], [x0, y0, 0.1]], '#b7b1a6', 2.4, LAYER.decal);
    return;
  }
  ground(canvas, block, '#8a8680', 0.06);
  canvas.box([x0 + 2, y0 + 2, 0], [x0 + 8, y0 + 12, 2.6], '#cfc9be', { top: '#9c968c' });
  for (const y of [y0 + 16, y0 + 22]) canvas.box([x1 - 5, y, 0], [x1 - 3, y + 2, 2.2], '#b9b3a8', { top: '#6f6a63' });
}

/** The site of queue `queue` (1 or 2) at `percent` ready, with where each named part stands in the picture. */
export function constructionSite(random: Random, title: string, queue: number, percent: number): { svg: string; targets: Record<string, { yaw: number; pitch: number }> } {
  const site = SITES[Math.min(SITES.length, Math.max(1, queue)) - 1]!;
  const frame: Frame = { ...PANORAMA_SIZE, eye: EYE };
  const canvas = new PanoramaCanvas(frame, LIGHT);
  const sky = canvas.verticalGradient([[0, '#7ea4c6'], [0.8, '#dfe7ea'], [1, '#ece9e0']], { y1: 0, y2: PANORAMA_SIZE.height / 2 });
  canvas.raw(LAYER.sky, 0, `<rect width="${PANORAMA_SIZE.width}" height="${PANORAMA_SIZE.height / 2 + 1}" fill="${sky}"/><rect y="${PANORAMA_SIZE.height / 2}" width="${PANORAMA_SIZE.width}" height="${PANORAMA_SIZE.height / 2}" fill="#9a958c"/>`);
  city(canvas, random, { ground: 0, inner: 260, outer: 900, count: 28, heights: [22, 64] });

  // The site's soil beyond the fence (the street under the viewer is the picture's lower half), site cabins.
  canvas.face([[-70, 8, 0.02], [70, 8, 0.02], [70, 90, 0.02], [-70, 90, 0.02]], '#a3927a', { layer: LAYER.shell });
  for (let x = -70; x < 70; x += 6) canvas.box([x, 7.8, 0], [x + 5.9, 8, 2.2], x % 12 === 0 ? '#3f4a43' : '#46524a', { layer: LAYER.wall });
  canvas.line([[-70, 7.75, 1.7], [70, 7.75, 1.7]], '#8d6c45', 3, LAYER.wall);
  for (const [x, colour] of [[14, '#5d7588'], [20, '#e3dfd6'], [26, '#5d7588']] as const) canvas.box([x, 12, 0], [x + 5.6, 15, 2.8], colour, { top: '#c9c3b8' });

  let progress = 0;
  for (const block of site.blocks) {
    const stage = siteStage(percent + random.int(-3, 3), block.floors);
    progress = Math.max(progress, stage.frame);
    facade(canvas, random, block, stage.facade, stage.facade === block.floors);
    concreteFrame(canvas, block, stage.facade, stage.frame);
    if (stage.frame === 0) ground(canvas, block, '#6e6252', 0.05);
    if (stage.crane && block.floors > 6) crane(canvas, block, Math.max(block.floors * FLOOR * 0.55, stage.frame * FLOOR + 12));
  }
  for (const block of site.finished) building(canvas, random, [block.min[0], block.min[1], 0], [block.max[0], block.max[1], block.floors * FLOOR], { stone: STONE, glass: GLASS, floorHeight: FLOOR, layer: LAYER.outside });

  const stage = siteStage(percent, 10);
  parking(canvas, site.parking, stage.parkingCovered);
  if (site.pit) parking(canvas, site.pit, false);
  if (stage.park) {
    ground(canvas, site.courtyard, '#7d9860', 0.07);
    const [x0, y0] = site.courtyard.min;
    const [x1, y1] = site.courtyard.max;
    for (let i = 0; i < 12; i += 1) tree(canvas, [random.float(x0 + 2, x1 - 2), random.float(y0 + 2, y1 - 2), 0], random.float(4, 7), random.float(1.4, 2.4));
  } else {
    // Stacks of material and a road of plates across the yard.
    const [x0, y0] = site.courtyard.min;
    canvas.face([[x0, y0 + 4, 0.08], [x0 + 40, y0 + 4, 0.08], [x0 + 40, y0 + 8, 0.08], [x0, y0 + 8, 0.08]], '#7c7a75', { layer: LAYER.decal, flat: true });
    for (let i = 0; i < 5; i += 1) {
      const x = x0 + 4 + i * 7;
      canvas.box([x, y0 + 12, 0], [x + 3, y0 + 14, 1.2], random.pick(['#8b6f4e', '#9c9890', '#7d6a55']));
    }
  }

  const centre = (block: Block, z: number): Vec => [(block.min[0] + block.max[0]) / 2, (block.min[1] + block.max[1]) / 2, z];
  const targets: Record<string, { yaw: number; pitch: number }> = {};
  for (const block of site.blocks) targets[block.name] = yawPitch(frame, centre(block, Math.max(6, (progress * FLOOR) / 3)));
  targets[site.courtyard.name] = yawPitch(frame, centre(site.courtyard, 0));
  targets[site.parking.name] = yawPitch(frame, centre(site.parking, 0));
  if (site.pit) targets[site.pit.name] = yawPitch(frame, centre(site.pit, 0));
  return { svg: canvas.toSvg(title), targets };
}
