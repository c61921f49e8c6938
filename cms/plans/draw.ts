/**
 * Drawing flat layouts and floors from their geometry (flat-layout.ts, section-plan.ts): walls with their
 * thickness, window glazing, door leaves with their swing, furniture outlines, room names and areas.
 */
import { FONT_SANS, FONT_SERIF, PALETTE, esc } from '../media/svg';
import { WALL, type Door, type FlatLayout, type Furniture, type Rect, type Room, type RoomKind } from './flat-layout';
import { Pen, tenth } from './pen';

/** Metres → drawing units: the flat's origin on the drawing, the scale, and whether the plan is mirrored (windows down). */
export type Placement = { x: number; y: number; scale: number; flip: boolean; height: number };

const WET: ReadonlySet<RoomKind> = new Set(['bath', 'laundry']);
const n = tenth;

function place(p: Placement, rect: Rect): Rect {
  const y = p.flip ? p.height - rect.y - rect.h : rect.y;
  return { x: n(p.x + rect.x * p.scale), y: n(p.y + y * p.scale), w: n(rect.w * p.scale), h: n(rect.h * p.scale) };
}

function rectTag(r: Rect, attrs: string): string {
  return `<rect x="${r.x}" y="${r.y}" width="${r.w}" height="${r.h}" ${attrs}/>`;
}

/** A piece of furniture drawn with the room's pen; a fireplace, marked for the features check, as a group of its own. */
function drawFurniture(item: Furniture, p: Placement, pen: Pen): string {
  const r = place(p, item);
  const line = `fill="none" stroke="${PALETTE.inkSoft}" stroke-width="${n(Math.max(0.8, p.scale * 0.03))}"`;
  switch (item.kind) {
    case 'bed': {
      const pillowH = n(r.h * 0.16);
      const pillowY = p.flip ? n(r.y + r.h * 0.05) : n(r.y + r.h - pillowH - r.h * 0.05);
      const half = n(r.w / 2);
      pen.rect(r, line, n(p.scale * 0.05));
      pen.rect({ x: n(r.x + r.w * 0.06), y: pillowY, w: n(half - r.w * 0.09), h: pillowH }, line, n(p.scale * 0.06));
      pen.rect({ x: n(r.x + half + r.w * 0.03), y: pillowY, w: n(half - r.w * 0.09), h: pillowH }, line, n(p.scale * 0.06));
      return '';
    }
    case 'sofa': {
      const back = n(r.h * 0.28);
      pen.rect(r, line, n(p.scale * 0.12)).rect({ x: r.x, y: p.flip ? r.y : n(r.y + r.h - back), w: r.w, h: back }, line);
      return '';
    }
    case 'table':
      pen.rect(r, line, n(p.scale * 0.05));
      for (const f of [0.25, 0.75]) {
        pen.circle(n(r.x + r.w * f), n(r.y - p.scale * 0.25), n(p.scale * 0.2), line).circle(n(r.x + r.w * f), n(r.y + r.h + p.scale * 0.25), n(p.scale * 0.2), line);
      }
      return '';
    case 'toilet':
      pen.ellipse(n(r.x + r.w / 2), n(r.y + r.h / 2), n(r.w / 2), n(r.h / 2), line);
      return '';
    case 'sink':
      pen.rect(r, line, n(p.scale * 0.08)).circle(n(r.x + r.w / 2), n(r.y + r.h / 2), n(Math.min(r.w, r.h) * 0.25), line);
      return '';
    case 'bath':
      pen.rect(r, line, n(p.scale * 0.1)).rect({ x: n(r.x + p.scale * 0.08), y: n(r.y + p.scale * 0.08), w: n(r.w - p.scale * 0.16), h: n(r.h - p.scale * 0.16) }, line, n(p.scale * 0.25));
      return '';
    case 'counter':
    case 'shelf':
      pen.rect(r, line);
      return '';
    case 'fireplace': {
      // The hearth: its surround against the wall and the firebox as a bronze inset, marked for the features check.
      const inset = n(p.scale * 0.1);
      return `<g data-feature="fireplace">` + rectTag(r, `fill="${PALETTE.stone}" ${line.replace('fill="none" ', '')}`) +
        rectTag({ x: n(r.x + inset), y: n(r.y + r.h * 0.25), w: n(r.w - inset * 2), h: n(r.h * 0.5) }, `fill="${PALETTE.bronze}" fill-opacity="0.55"`) + '</g>';
    }
  }
}

/**
 * A door on the drawing: its wall's line (`at`: y of a wall along x, x of a wall along y), where the opening starts
 * along it (`from`, the top of a side door), its width, and the side the leaf swings to (±1 across the wall).
 */
type PlacedDoor = { at: number; from: number; w: number; dir: 1 | -1 };

function placeDoor(door: Door, p: Placement): PlacedDoor {
  const w = n(door.width * p.scale);
  if (door.vertical) {
    return { at: n(p.x + door.x * p.scale), from: n(p.y + (p.flip ? p.height - door.y - door.width : door.y) * p.scale), w, dir: door.swing === 'down' ? 1 : -1 };
  }
  // 'up' swings towards smaller y in the flat's own coordinates; mirrored plans swing the other way.
  return { at: n(p.y + (p.flip ? p.height - door.y : door.y) * p.scale), from: n(p.x + door.x * p.scale), w, dir: (door.swing === 'up') !== p.flip ? -1 : 1 };
}

/** Where a door's leaf sweeps on the drawing, the square its swing covers (none for an open passage). */
function doorSwing(door: Door, p: Placement): Rect | null {
  if (door.swing === 'open') return null;
  const { at, from, w, dir } = placeDoor(door, p);
  const across = dir > 0 ? at : at - w;
  return door.vertical ? { x: across, y: from, w, h: w } : { x: from, y: across, w, h: w };
}

/** A door: the opening cut into the wall, the leaf and its swing as a quarter arc. */
function drawDoor(door: Door, p: Placement, wall: number, pen: Pen): void {
  if (door.vertical) return drawSideDoor(door, p, wall, pen);
  const { at: y, from: x, w, dir } = placeDoor(door, p);
  pen.rect({ x, y: n(y - (wall * p.scale) / 2 - 0.5), w, h: n(wall * p.scale + 1) }, `fill="${PALETTE.ivory}"`);
  if (door.swing === 'open') return;
  const leafEnd = n(y + dir * w);
  const stroke = `stroke="${PALETTE.ink}" stroke-width="${n(Math.max(0.8, p.scale * 0.035))}" fill="none"`;
  pen.line(x, y, x, leafEnd, stroke);
  pen.path(`M${x} ${leafEnd}A${w} ${w} 0 0 ${dir === -1 ? 1 : 0} ${n(x + w)} ${y}`, `${stroke} stroke-dasharray="${n(p.scale * 0.08)} ${n(p.scale * 0.06)}"`);
}

/** A door in a wall along y (at `door.x`): the gap, the leaf along x from its hinge, the swing. */
function drawSideDoor(door: Door, p: Placement, wall: number, pen: Pen): void {
  const { at: x, from: top, w, dir } = placeDoor(door, p);
  pen.rect({ x: n(x - (wall * p.scale) / 2 - 0.5), y: top, w: n(wall * p.scale + 1), h: w }, `fill="${PALETTE.ivory}"`);
  if (door.swing === 'open') return;
  // The hinge at the door's first end in the flat's own coordinates (mirrored plans: the other end on the drawing).
  const hingeY = p.flip ? n(top + w) : top;
  const along = p.flip ? -1 : 1;
  const leafEnd = n(x + dir * w);
  const stroke = `stroke="${PALETTE.ink}" stroke-width="${n(Math.max(0.8, p.scale * 0.035))}" fill="none"`;
  pen.line(x, hingeY, leafEnd, hingeY, stroke);
  pen.path(`M${leafEnd} ${hingeY}A${w} ${w} 0 0 ${dir * along > 0 ? 1 : 0} ${x} ${n(hingeY + along * w)}`, `${stroke} stroke-dasharray="${n(p.scale * 0.08)} ${n(p.scale * 0.06)}"`);
}

export type FlatDrawing = {
  /** Room names and areas (the flat's own plan) or none (a floor plan labels flats, not rooms). */
  roomLabels: boolean;
  /** Fill of the living rooms: a floor plan tints them by status. */
  fill?: string;
};

/** One flat, placed on a drawing. */
export function drawFlat(layout: FlatLayout, p: Placement, options: FlatDrawing): string {
  const inner = n(Math.max(1, WALL.inner * p.scale));
  const outer = n(Math.max(2, WALL.outer * p.scale));
  // data-room ties a room's name and area to its outline: a check can tell that a label stays inside its room.
  const roomMark = (index: number) => (options.roomLabels ? ` data-room="${index}"` : '');
  const roomStyle = (room: Room) => `fill="${WET.has(room.kind) ? PALETTE.sky : (options.fill ?? PALETTE.ivory)}" stroke="${PALETTE.ink}" stroke-width="${inner}"`;
  // A labelled plan keeps a shape per room (data-room ties the room's label to it); a floor draws its rooms with a pen.
  const fills = options.roomLabels
    ? layout.spaces.map((room, index) => rectTag(place(p, room), `${roomStyle(room)}${roomMark(index)}`)).join('')
    : layout.spaces.reduce((pen, room) => pen.rect(place(p, room), roomStyle(room)), new Pen()).svg();
  const furniturePen = new Pen();
  const features = layout.furniture.map((item) => drawFurniture(item, p, furniturePen)).join('');
  const furniture = furniturePen.svg() + features;
  const wall = layout.windowWall ?? 0;
  const outline = rectTag(place(p, { x: 0, y: wall, w: layout.width, h: layout.depth - wall }), `fill="none" stroke="${PALETTE.ink}" stroke-width="${outer}"`);
  const windowY = n(p.y + (p.flip ? layout.depth - wall : wall) * p.scale);
  const terrace = layout.terrace ? terraceTag(layout.terrace, p, inner, options.roomLabels) : '';
  const windowPen = new Pen();
  for (const win of layout.windows) {
    const x = n(p.x + win.x * p.scale);
    const w = n(win.width * p.scale);
    const h = n(outer * 0.9);
    windowPen
      .rect({ x, y: n(windowY - h / 2), w, h }, `fill="${PALETTE.ivory}" stroke="${PALETTE.ink}" stroke-width="${n(inner * 0.7)}"`)
      .line(x, windowY, n(x + w), windowY, `stroke="${PALETTE.ink}" stroke-width="${n(inner * 0.6)}"`);
  }
  const windows = windowPen.svg();
  // Corner glazing on an end wall, marked so a check can tell the drawing has it (tests/contract/plan-features.test.ts).
  const sideWindows = (layout.sideWindows ?? [])
    .map((win) => {
      const r = place(p, { x: win.side === 'start' ? 0 : layout.width, y: win.y, w: 0, h: win.width });
      const w = n(outer * 0.9);
      return `<g data-feature="corner-window">` +
        rectTag({ x: n(r.x - w / 2), y: r.y, w, h: r.h }, `fill="${PALETTE.ivory}" stroke="${PALETTE.ink}" stroke-width="${n(inner * 0.7)}"`) +
        `<line x1="${r.x}" y1="${r.y}" x2="${r.x}" y2="${n(r.y + r.h)}" stroke="${PALETTE.ink}" stroke-width="${n(inner * 0.6)}"/></g>`;
    })
    .join('');
  // French balconies: a glass rail just outside the living room's floor-to-ceiling windows, marked for the features check.
  const outward = p.flip ? 1 : -1;
  const railY = n(windowY + outward * (outer * 0.5 + p.scale * 0.3));
  const railStroke = `stroke="${PALETTE.bronze}" stroke-width="${n(Math.max(1, p.scale * 0.045))}"`;
  const frenchWindows = (layout.frenchWindows ?? [])
    .map((win) => {
      const x1 = n(p.x + win.x * p.scale);
      const x2 = n(p.x + (win.x + win.width) * p.scale);
      return `<g data-feature="french-balcony"><path d="M${x1} ${windowY}V${railY}H${x2}V${windowY}" fill="none" ${railStroke}/></g>`;
    })
    .join('');
  const doorPen = new Pen();
  for (const door of layout.doors) drawDoor(door, p, WALL.inner, doorPen);
  drawDoor(layout.entrance, p, WALL.outer, doorPen);
  const doors = doorPen.svg();
  const labels = options.roomLabels ? roomLabels(layout, p, roomMark) : '';
  return terrace + fills + furniture + outline + windows + sideWindows + frenchWindows + doors + labels;
}

/** What a room's label must keep clear of on the drawing: the furniture (a table with its chairs) and the doors' swings. */
function labelObstacles(layout: FlatLayout, p: Placement): Rect[] {
  const furniture = layout.furniture.map((item) => {
    const r = place(p, item);
    // The chairs stand 0.45 m beyond the table's long sides.
    return item.kind === 'table' ? { ...r, y: r.y - p.scale * 0.45, h: r.h + p.scale * 0.9 } : r;
  });
  const swings = [...layout.doors, layout.entrance].map((door) => doorSwing(door, p)).filter((box): box is Rect => box !== null);
  return [...furniture, ...swings];
}

const overlaps = (a: Rect, b: Rect) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** A label's two lines as a box on the drawing: the name's baseline at `y`, the area's 1.35 lines below, `width` wide. */
const labelBox = (x: number, y: number, size: number, width: number): Rect => ({ x: x - width / 2, y: y - size * 0.8, w: width, h: size * 2.4 });

/**
 * Where a room's name and area go: at the preferred point when they clear the furniture and the doors' swings there,
 * else at the nearest point of the room where they do, at the largest size (down to 70 %) that finds one; where
 * nothing clears them (a room full of furniture), at the preferred point as before.
 */
function labelSpot(room: Rect, preferred: { x: number; y: number }, size: number, chars: number, obstacles: Rect[]): { x: number; y: number; size: number } {
  for (const scale of [1, 0.9, 0.8, 0.7]) {
    const s = size * scale;
    // An advance of 0.58 em a letter: Manrope's Cyrillic with room to spare.
    const width = chars * s * 0.58;
    const margin = s * 0.3;
    const step = s * 0.25;
    const xs = { from: room.x + margin + width / 2, to: room.x + room.w - margin - width / 2 };
    const ys = { from: room.y + margin + s * 0.8, to: room.y + room.h - margin - s * 1.6 };
    if (xs.from > xs.to || ys.from > ys.to) continue;
    let best: { x: number; y: number; distance: number } | null = null;
    const clamp = (value: number, range: { from: number; to: number }) => Math.min(Math.max(value, range.from), range.to);
    const start = { x: clamp(preferred.x, xs), y: clamp(preferred.y, ys) };
    if (!obstacles.some((box) => overlaps(labelBox(start.x, start.y, s, width), box))) return { ...start, size: s };
    for (let x = xs.from; x <= xs.to + 1e-9; x += step) {
      for (let y = ys.from; y <= ys.to + 1e-9; y += step) {
        for (const [cx, cy] of [[x, y], [start.x, y], [x, start.y]] as const) {
          if (obstacles.some((box) => overlaps(labelBox(cx, cy, s, width), box))) continue;
          const distance = Math.hypot(cx - preferred.x, cy - preferred.y);
          if (!best || distance < best.distance) best = { x: cx, y: cy, distance };
        }
      }
    }
    if (best) return { x: best.x, y: best.y, size: s };
  }
  return { ...preferred, size };
}

/** The rooms' names and areas, each in its room, sized to fit it and placed clear of its furniture and doors. */
function roomLabels(layout: FlatLayout, p: Placement, roomMark: (index: number) => string): string {
  const obstacles = labelObstacles(layout, p);
  return layout.spaces
    .map((room, index) => ({ room, index }))
    .filter(({ room }) => room.kind !== 'hall' || room.w > 3)
    .map(({ room, index }) => {
      const r = place(p, room);
      const small = room.w < 2.4 || room.h < 2.2;
      const area = formatArea(room.area);
      const chars = Math.max(room.label.length, area.length);
      // The name and the area fit the room whatever the font: at most 84 % of its width at a generous
      // advance (0.62 em a letter, wider than Manrope's and the fallbacks' Cyrillic), two lines in 80 % of its height.
      const size = Math.min(p.scale * (small ? 0.26 : 0.34), (r.w * 0.84) / (chars * 0.62), (r.h * 0.8) / 2.4);
      const middle = r.y + r.h / 2 - size * 0.3;
      // Living rooms: the name near the windows, beyond the furniture; the others in the middle.
      const preferredY = room.kind === 'bedroom' || room.kind === 'living' || room.kind === 'kitchen' ? Math.min(Math.max(r.y + (p.flip ? r.h * 0.78 : r.h * 0.22), r.y + size * 1.2), r.y + r.h - size * 1.6) : middle;
      const spot = labelSpot(r, { x: r.x + r.w / 2, y: preferredY }, size, chars, obstacles);
      return `<text x="${n(spot.x)}" y="${n(spot.y)}" text-anchor="middle" font-family="${FONT_SANS}" font-size="${n(spot.size)}" fill="${PALETTE.inkSoft}"${roomMark(index)}>${esc(room.label)}</text>` +
        `<text x="${n(spot.x)}" y="${n(spot.y + spot.size * 1.35)}" text-anchor="middle" font-family="${FONT_SANS}" font-size="${n(spot.size * 0.95)}" font-weight="600" fill="${PALETTE.bronze}"${roomMark(index)}>${esc(area)}</text>`;
    })
    .join('');
}

/** An open terrace: a deck behind a glass rail on its outer edge, marked so a check can tell the drawing has it. */
function terraceTag(terrace: Rect & { area: number }, p: Placement, stroke: number, labelled: boolean): string {
  const r = place(p, terrace);
  const railY = p.flip ? n(r.y + r.h) : r.y;
  const boards = Array.from({ length: Math.max(0, Math.floor(terrace.w / 0.6) - 1) }, (_, i) => n(r.x + ((i + 1) * r.w) / Math.floor(terrace.w / 0.6)))
    .reduce((pen, x) => pen.line(x, r.y, x, n(r.y + r.h), `stroke="${PALETTE.bronzeLight}" stroke-width="${n(stroke * 0.4)}" stroke-opacity="0.5"`), new Pen())
    .svg();
  const size = n(Math.min(p.scale * 0.34, (r.h * 0.8) / 2.4));
  const label = labelled
    ? `<text x="${n(r.x + r.w / 2)}" y="${n(r.y + r.h / 2 - size * 0.2)}" text-anchor="middle" font-family="${FONT_SANS}" font-size="${size}" fill="${PALETTE.inkSoft}">Терраса</text>` +
      `<text x="${n(r.x + r.w / 2)}" y="${n(r.y + r.h / 2 + size * 1.15)}" text-anchor="middle" font-family="${FONT_SANS}" font-size="${n(size * 0.95)}" font-weight="600" fill="${PALETTE.bronze}">${esc(formatArea(terrace.area))}</text>`
    : '';
  return `<g data-feature="terrace">` + rectTag(r, `fill="${PALETTE.sand}" fill-opacity="0.55"`) + boards +
    `<line x1="${r.x}" y1="${railY}" x2="${n(r.x + r.w)}" y2="${railY}" stroke="${PALETTE.ink}" stroke-width="${n(stroke * 1.2)}" stroke-dasharray="${n(p.scale * 0.3)} ${n(p.scale * 0.08)}"/>` +
    label + '</g>';
}

export function formatArea(area: number): string {
  return `${area.toFixed(1).replace('.', ',')}\u00a0м²`;
}

/** A scale bar of `metres`, bottom-left at (x, y). */
export function scaleBar(x: number, y: number, scale: number, metres = 5): string {
  const w = n(metres * scale);
  const tick = (tx: number) => `<line x1="${n(tx)}" y1="${y - 5}" x2="${n(tx)}" y2="${y + 5}" stroke="${PALETTE.ink}" stroke-width="1.5"/>`;
  return `<line x1="${x}" y1="${y}" x2="${n(x + w)}" y2="${y}" stroke="${PALETTE.ink}" stroke-width="1.5"/>` + tick(x) + tick(x + w) +
    `<text x="${n(x + w + 10)}" y="${y + 5}" font-family="${FONT_SANS}" font-size="14" fill="${PALETTE.inkSoft}">${metres}\u00a0м</text>`;
}

/** A north arrow centred at (cx, cy), turned by `degrees` clockwise from the drawing's up, with its letter. */
export function compass(cx: number, cy: number, degrees: number, radius = 22): string {
  const angle = (degrees * Math.PI) / 180;
  const lx = n(cx + Math.sin(angle) * (radius + 14));
  const ly = n(cy - Math.cos(angle) * (radius + 14) + 6);
  return `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="none" stroke="${PALETTE.inkSoft}" stroke-width="1.2"/>` +
    `<path transform="rotate(${degrees} ${cx} ${cy})" d="M${cx} ${cy - radius + 4} L${cx + 7} ${cy + 6} L${cx} ${cy + 1} L${cx - 7} ${cy + 6} Z" fill="${PALETTE.ink}"/>` +
    `<text x="${lx}" y="${ly}" text-anchor="middle" font-family="${FONT_SERIF}" font-size="18" fill="${PALETTE.ink}">С</text>`;
}
