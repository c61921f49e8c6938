/**
 * The plans of the underground lots: a parking place (the bay between its painted lines, the wall and the wheel
 * stop, a car shown for its size, the driveway) and a storeroom (its partitions, the door to the corridor, the
 * shelving). Each drawing is of one size and says it: the dimensions in metres, and the area they make.
 */
import { FONT_SANS, PALETTE, esc, svgDocument } from '../media/svg';
import { formatArea } from './draw';
import { tenth as n } from './pen';

/** A bay or a room: its width across and its length (a bay from the wall to the driveway; a room from the corridor to the back wall), metres. */
export type UndergroundSize = { width: number; length: number };

/** The area a size makes, to a tenth of a square metre, as the lot's area is given. */
export const sizeArea = (size: UndergroundSize): number => Math.round(size.width * size.length * 10) / 10;

const metres = (value: number) => `${value.toFixed(1).replace('.', ',')}\u00a0м`;
const label = (x: number, y: number, text: string, anchor: 'middle' | 'start' = 'middle') =>
  `<text x="${n(x)}" y="${n(y)}" text-anchor="${anchor}" font-family="${FONT_SANS}" font-size="14" fill="${PALETTE.inkSoft}">${esc(text)}</text>`;
const caption = (x: number, y: number, text: string) =>
  `<text x="${n(x)}" y="${n(y)}" text-anchor="middle" font-family="${FONT_SANS}" font-size="13" letter-spacing="1.5" fill="${PALETTE.bronze}">${esc(text)}</text>`;

/** A dimension line from (x1, y1) to (x2, y2) with its ticks, the figure beside it (above a level line, right of an upright one). */
function dimension(x1: number, y1: number, x2: number, y2: number, text: string): string {
  const level = y1 === y2;
  const tick = (x: number, y: number) =>
    level
      ? `<line x1="${n(x)}" y1="${n(y - 6)}" x2="${n(x)}" y2="${n(y + 6)}" stroke="${PALETTE.ink}" stroke-width="1.2"/>`
      : `<line x1="${n(x - 6)}" y1="${n(y)}" x2="${n(x + 6)}" y2="${n(y)}" stroke="${PALETTE.ink}" stroke-width="1.2"/>`;
  const figure = level ? label((x1 + x2) / 2, y1 - 8, text) : label(x1 + 12, (y1 + y2) / 2 + 5, text, 'start');
  return `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${PALETTE.ink}" stroke-width="1.2"/>${tick(x1, y1)}${tick(x2, y2)}${figure}`;
}

const PARKING_SCALE = 56;
/** Beside the bay: the wall behind it, the neighbours' strips, the driveway in front (metres). */
const WALL_DEPTH = 0.25;
const NEIGHBOUR = 0.8;
const DRIVEWAY = 1.7;

/** A car seen from above (4,7 × 1,85 m), backed in: its rear at x, its nose to the right, centred on y. */
function car(x: number, y: number, scale: number): string {
  const length = 4.7 * scale;
  const width = 1.85 * scale;
  const top = y - width / 2;
  const line = `fill="none" stroke="${PALETTE.bronzeLight}" stroke-width="1.5"`;
  // The body lets what is under it (the wheel stop) show through faintly.
  const shell = `fill="${PALETTE.ivory}" fill-opacity="0.8" stroke="${PALETTE.bronzeLight}" stroke-width="1.5"`;
  const glass = `fill="${PALETTE.sky}" stroke="${PALETTE.bronzeLight}" stroke-width="1.2"`;
  const inset = width * 0.12;
  return (
    `<rect x="${n(x)}" y="${n(top)}" width="${n(length)}" height="${n(width)}" rx="${n(width * 0.22)}" ${shell}/>` +
    // The rear window, the roof and the windscreen.
    `<path d="M${n(x + length * 0.2)} ${n(top + inset * 1.2)} L${n(x + length * 0.26)} ${n(top + inset * 1.7)} L${n(x + length * 0.26)} ${n(top + width - inset * 1.7)} L${n(x + length * 0.2)} ${n(top + width - inset * 1.2)} Z" ${glass}/>` +
    `<rect x="${n(x + length * 0.26)}" y="${n(top + inset * 1.6)}" width="${n(length * 0.36)}" height="${n(width - inset * 3.2)}" rx="${n(scale * 0.1)}" ${line}/>` +
    `<path d="M${n(x + length * 0.7)} ${n(top + inset)} L${n(x + length * 0.62)} ${n(top + inset * 1.6)} L${n(x + length * 0.62)} ${n(top + width - inset * 1.6)} L${n(x + length * 0.7)} ${n(top + width - inset)} Z" ${glass}/>`
  );
}

/** A parking place seen from above: the wall on the left, the driveway on the right, its neighbours above and below. */
export function parkingPlanSvg(size: UndergroundSize): string {
  const s = PARKING_SCALE;
  const margin = 40;
  const wall = { x: margin, w: WALL_DEPTH * s };
  const bay = { x: wall.x + wall.w, y: margin + 34 + NEIGHBOUR * s, w: size.length * s, h: size.width * s };
  const driveway = { x: bay.x + bay.w, w: DRIVEWAY * s };
  const width = Math.round(driveway.x + driveway.w + margin);
  const height = Math.round(bay.y + bay.h + NEIGHBOUR * s + margin);
  const floorTop = margin + 34;
  const floorHeight = height - margin - floorTop;
  const paint = `stroke="${PALETTE.ink}" stroke-width="3"`;
  const neighbour = (y: number) =>
    `<rect x="${n(bay.x)}" y="${n(y)}" width="${n(bay.w)}" height="${n(NEIGHBOUR * s)}" fill="${PALETTE.stone}" stroke="${PALETTE.inkSoft}" stroke-width="1" stroke-dasharray="6 5"/>`;
  const body =
    `<rect width="${width}" height="${height}" fill="${PALETTE.stone}"/>` +
    `<rect x="${n(wall.x)}" y="${n(floorTop)}" width="${n(wall.w)}" height="${n(floorHeight)}" fill="${PALETTE.inkSoft}"/>` +
    `<rect x="${n(driveway.x)}" y="${n(floorTop)}" width="${n(driveway.w)}" height="${n(floorHeight)}" fill="${PALETTE.sand}" fill-opacity="0.55"/>` +
    neighbour(floorTop) +
    neighbour(bay.y + bay.h) +
    `<rect x="${n(bay.x)}" y="${n(bay.y)}" width="${n(bay.w)}" height="${n(bay.h)}" fill="${PALETTE.ivory}"/>` +
    `<line x1="${n(bay.x)}" y1="${n(bay.y)}" x2="${n(bay.x + bay.w)}" y2="${n(bay.y)}" ${paint}/>` +
    `<line x1="${n(bay.x)}" y1="${n(bay.y + bay.h)}" x2="${n(bay.x + bay.w)}" y2="${n(bay.y + bay.h)}" ${paint}/>` +
    // The wheel stop under the rear wheels, the car's rear over it, clear of the wall.
    `<rect x="${n(bay.x + 1.05 * s)}" y="${n(bay.y + bay.h / 2 - 0.8 * s)}" width="${n(0.15 * s)}" height="${n(1.6 * s)}" rx="2" fill="${PALETTE.inkSoft}"/>` +
    car(bay.x + 0.3 * s, bay.y + bay.h / 2, s) +
    // The way in and out: the driveway's direction, and its name.
    `<path d="M${n(driveway.x + driveway.w / 2)} ${n(floorTop + 14)} V${n(bay.y - 12)} M${n(driveway.x + driveway.w / 2 - 7)} ${n(bay.y - 22)} L${n(driveway.x + driveway.w / 2)} ${n(bay.y - 12)} L${n(driveway.x + driveway.w / 2 + 7)} ${n(bay.y - 22)}" fill="none" stroke="${PALETTE.bronze}" stroke-width="1.5"/>` +
    caption(driveway.x + driveway.w / 2, height - margin - 14, 'ПРОЕЗД') +
    dimension(bay.x, margin + 14, bay.x + bay.w, margin + 14, metres(size.length)) +
    dimension(driveway.x + 14, bay.y, driveway.x + 14, bay.y + bay.h, metres(size.width));
  return svgDocument(width, height, body, `Машино-место ${metres(size.width)} × ${metres(size.length)}, ${formatArea(sizeArea(size))}`);
}

const STOREROOM_SCALE = 72;
const PARTITION = 0.1;
const CORRIDOR = 1.4;
const SHELF = 0.45;
const DOOR = 0.8;

/** A storeroom seen from above: the back wall at the top, the door to the corridor at the bottom, shelving along the back wall. */
export function storeroomPlanSvg(size: UndergroundSize): string {
  const s = STOREROOM_SCALE;
  const margin = 40;
  const side = 0.7 * s;
  const room = { x: margin + side, y: margin + 34 + 0.2 * s, w: size.width * s, h: size.length * s };
  // Room on the right for the depth's figure beside its dimension line.
  const width = Math.round(room.x + room.w + side + 14 + 12 + 56 + margin / 2);
  const corridorTop = room.y + room.h;
  const height = Math.round(corridorTop + CORRIDOR * s + margin);
  const wallLine = (x1: number, y1: number, x2: number, y2: number) =>
    `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${PALETTE.ink}" stroke-width="${n(PARTITION * s)}" stroke-linecap="square"/>`;
  const doorX = room.x + 0.2 * s;
  const leaf = DOOR * s;
  const shelves = size.length >= 2 ? [{ x: room.x + 0.08 * s, y: room.y + 0.08 * s, w: room.w - 0.16 * s, h: SHELF * s }] : [];
  // A deeper room has shelving along its right side too, clear of the door.
  if (size.length >= 2.5) shelves.push({ x: room.x + room.w - 0.08 * s - SHELF * s, y: room.y + (0.08 + SHELF + 0.05) * s, w: SHELF * s, h: room.h - (0.08 + SHELF + 0.05 + 0.9) * s });
  const shelving = shelves
    .map((shelf) => {
      const across = shelf.w >= shelf.h;
      const step = 0.6 * s;
      const count = Math.floor((across ? shelf.w : shelf.h) / step);
      const uprights = Array.from({ length: Math.max(0, count - 1) }, (_, i) =>
        across
          ? `<line x1="${n(shelf.x + (i + 1) * step)}" y1="${n(shelf.y)}" x2="${n(shelf.x + (i + 1) * step)}" y2="${n(shelf.y + shelf.h)}" stroke="${PALETTE.inkSoft}" stroke-width="0.8"/>`
          : `<line x1="${n(shelf.x)}" y1="${n(shelf.y + (i + 1) * step)}" x2="${n(shelf.x + shelf.w)}" y2="${n(shelf.y + (i + 1) * step)}" stroke="${PALETTE.inkSoft}" stroke-width="0.8"/>`,
      ).join('');
      return `<rect x="${n(shelf.x)}" y="${n(shelf.y)}" width="${n(shelf.w)}" height="${n(shelf.h)}" fill="${PALETTE.stone}" stroke="${PALETTE.inkSoft}" stroke-width="1"/>${uprights}`;
    })
    .join('');
  const neighbour = (x: number) =>
    `<rect x="${n(x)}" y="${n(room.y)}" width="${n(side)}" height="${n(room.h)}" fill="${PALETTE.stone}" stroke="${PALETTE.inkSoft}" stroke-width="1" stroke-dasharray="6 5"/>`;
  const body =
    `<rect width="${width}" height="${height}" fill="${PALETTE.stone}"/>` +
    `<rect x="${n(room.x - side)}" y="${n(corridorTop)}" width="${n(room.w + side * 2)}" height="${n(CORRIDOR * s)}" fill="${PALETTE.sand}" fill-opacity="0.55"/>` +
    neighbour(room.x - side) +
    neighbour(room.x + room.w) +
    `<rect x="${n(room.x)}" y="${n(room.y)}" width="${n(room.w)}" height="${n(room.h)}" fill="${PALETTE.ivory}"/>` +
    shelving +
    `<rect x="${n(room.x - side)}" y="${n(room.y - 0.2 * s)}" width="${n(room.w + side * 2)}" height="${n(0.2 * s)}" fill="${PALETTE.inkSoft}"/>` +
    wallLine(room.x, room.y, room.x, corridorTop) +
    wallLine(room.x + room.w, room.y, room.x + room.w, corridorTop) +
    wallLine(room.x, corridorTop, doorX, corridorTop) +
    wallLine(doorX + leaf, corridorTop, room.x + room.w, corridorTop) +
    // The door opens into the corridor: its leaf and its swing.
    `<line x1="${n(doorX)}" y1="${n(corridorTop)}" x2="${n(doorX)}" y2="${n(corridorTop + leaf)}" stroke="${PALETTE.ink}" stroke-width="2"/>` +
    `<path d="M${n(doorX + leaf)} ${n(corridorTop)} A${n(leaf)} ${n(leaf)} 0 0 1 ${n(doorX)} ${n(corridorTop + leaf)}" fill="none" stroke="${PALETTE.inkSoft}" stroke-width="1" stroke-dasharray="4 3"/>` +
    caption(room.x + room.w / 2 + leaf / 2, corridorTop + CORRIDOR * s - 16, 'КОРИДОР') +
    dimension(room.x, margin + 14, room.x + room.w, margin + 14, metres(size.width)) +
    dimension(room.x + room.w + side + 14, room.y, room.x + room.w + side + 14, corridorTop, metres(size.length));
  return svgDocument(width, height, body, `Кладовая ${metres(size.width)} × ${metres(size.length)}, ${formatArea(sizeArea(size))}`);
}
