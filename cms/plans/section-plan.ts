/**
 * A section's typical floor: flats on both sides of a corridor, the stair and lift core in the middle of
 * the lower row. Coordinates in metres; the courtyard side is y = 0 (the upper row's windows face it).
 */
import type { Random } from '../seed/random';
import { flatLayout, type FlatLayout, type LayoutOptions, type Rect } from './flat-layout';

export type PlannedFlat = { position: number; rooms: number | null; rect: Rect; /** windows face the street (y = depth) */ flip: boolean; layout: FlatLayout };
export type SectionPlan = { width: number; depth: number; corridor: Rect; core: Rect; flats: PlannedFlat[] };

export const CORRIDOR_DEPTH = 1.8;
const CORE_WIDTH = 7.2;
/** Gross-up from a flat's net area to the width its walls need. */
const WALLS_FACTOR = 1.1;

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Plans one floor of a section for the given flats (rooms, target net area), split between the courtyard
 * row and the street row around the core. Widths follow the target areas; the
 * shorter row is stretched to the plate, so areas come out of the geometry.
 */
export function sectionPlan(flats: ReadonlyArray<{ rooms: number | null; area: number }>, random: Random, terraceDepth = 0, options: LayoutOptions = {}): SectionPlan {
  const flatDepth = round2(random.float(9.6, 11.2));
  // A set-back floor (the crown's first): each flat's rooms as deep as below, a terrace in front of its windows.
  const rowDepth = round2(flatDepth + terraceDepth);
  const widthOf = (flat: { area: number }) => (flat.area * WALLS_FACTOR) / flatDepth;
  // Rows as even as possible (largest flats first into the shorter row), so stretching them to the plate
  // changes areas little; each row keeps the given order.
  const inTop = new Set<number>();
  let topLoad = 0;
  let bottomLoad = CORE_WIDTH;
  [...flats.keys()]
    .sort((a, b) => widthOf(flats[b] ?? { area: 0 }) - widthOf(flats[a] ?? { area: 0 }))
    .forEach((index) => {
      const w = widthOf(flats[index] ?? { area: 0 });
      if (topLoad <= bottomLoad) {
        inTop.add(index);
        topLoad += w;
      } else bottomLoad += w;
    });
  // With two or more flats the lower row always holds one, so the core never stands alone beside a void.
  if (flats.length >= 2 && inTop.size === flats.length) {
    const smallest = [...inTop].sort((a, b) => widthOf(flats[a] ?? { area: 0 }) - widthOf(flats[b] ?? { area: 0 }))[0];
    if (smallest !== undefined) inTop.delete(smallest);
  }
  const top = flats.filter((_, i) => inTop.has(i));
  const bottom = flats.filter((_, i) => !inTop.has(i));
  const topWidth = top.reduce((sum, flat) => sum + widthOf(flat), 0);
  const bottomWidth = bottom.reduce((sum, flat) => sum + widthOf(flat), 0);
  const width = round2(Math.max(topWidth, bottomWidth + CORE_WIDTH, CORE_WIDTH + 6));
  const topScale = width / topWidth;
  const bottomScale = bottom.length ? (width - CORE_WIDTH) / bottomWidth : 1;
  const depth = round2(rowDepth * 2 + CORRIDOR_DEPTH);
  const bottomY = round2(rowDepth + CORRIDOR_DEPTH);
  // The core sits between the left and right halves of the lower row (a single flat goes right of it).
  const leftCount = bottom.length === 1 ? 0 : Math.ceil(bottom.length / 2);
  const core = { x: 0, y: bottomY, w: CORE_WIDTH, h: rowDepth };

  const planned: PlannedFlat[] = [];
  // A flat at an end of the plate has an end wall to the outside: corner glazing there.
  const endOf = (x: number, w: number) => (x === 0 ? 'start' : Math.abs(x + w - width) < 0.01 ? 'end' : null);
  let x = 0;
  top.forEach((flat, i) => {
    const w = i === top.length - 1 ? round2(width - x) : round2(widthOf(flat) * topScale);
    planned.push({ position: planned.length + 1, rooms: flat.rooms, rect: { x, y: 0, w, h: rowDepth }, flip: false, layout: flatLayout(flat.rooms, w, rowDepth, random, endOf(x, w), terraceDepth, options) });
    x = round2(x + w);
  });
  x = 0;
  bottom.forEach((flat, i) => {
    if (i === leftCount) {
      core.x = x;
      x = round2(x + CORE_WIDTH);
    }
    const w = i === bottom.length - 1 ? round2(width - x) : round2(widthOf(flat) * bottomScale);
    planned.push({ position: planned.length + 1, rooms: flat.rooms, rect: { x, y: bottomY, w, h: rowDepth }, flip: true, layout: flatLayout(flat.rooms, w, rowDepth, random, endOf(x, w), terraceDepth, options) });
    x = round2(x + w);
  });
  return { width, depth, corridor: { x: 0, y: rowDepth, w: width, h: CORRIDOR_DEPTH }, core, flats: planned };
}
