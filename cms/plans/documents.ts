/** The SVG documents the CMS serves for plans: a flat's layout and a floor of a section with its flats. */
import { FONT_SANS, FONT_SERIF, PALETTE, esc, svgDocument } from '../media/svg';
import { compass, drawFlat, formatArea, scaleBar } from './draw';
import { Pen, tenth } from './pen';
import type { FlatLayout, Rect } from './flat-layout';
import { statusOf } from '../seed/complex';

const LAYOUT_SCALE = 44;
const LAYOUT_MARGIN = 36;

function roomsTitle(rooms: number | null): string {
  if (rooms === null) return 'помещение';
  return rooms === 0 ? 'студия' : `${rooms}-комнатная квартира`;
}

/** A flat's own plan: windows at the top, the entrance at the bottom, rooms named with their areas, a scale bar. */
export function flatPlanSvg(layout: FlatLayout, windowsTo: 'двор' | 'улицу' | null): string {
  const width = Math.round(layout.width * LAYOUT_SCALE + LAYOUT_MARGIN * 2);
  const top = LAYOUT_MARGIN + 22;
  const height = Math.round(layout.depth * LAYOUT_SCALE + top + LAYOUT_MARGIN + 34);
  const placement = { x: LAYOUT_MARGIN, y: top, scale: LAYOUT_SCALE, flip: false, height: layout.depth };
  const caption = windowsTo
    ? `<text x="${width / 2}" y="${LAYOUT_MARGIN - 6}" text-anchor="middle" font-family="${FONT_SANS}" font-size="14" letter-spacing="1.5" fill="${PALETTE.bronze}">${windowsTo === 'двор' ? 'ОКНА ВО ДВОР' : 'ОКНА НА УЛИЦУ'}</text>`
    : '';
  const body =
    `<rect width="${width}" height="${height}" fill="${PALETTE.stone}"/>` +
    caption +
    drawFlat(layout, placement, { roomLabels: true }) +
    scaleBar(LAYOUT_MARGIN, height - LAYOUT_MARGIN + 6, LAYOUT_SCALE, layout.width >= 8 ? 5 : 2);
  return svgDocument(width, height, body, `Планировка: ${roomsTitle(layout.rooms)}, ${formatArea(layout.area)}`);
}

/** A flat on a floor: its geometry there and how to show it. */
export type FloorFlat = {
  id: number;
  /** The lot's type: its status agrees with it («Продана», «Продано»). */
  type: string;
  number: string;
  rooms: number | null;
  area: number;
  status: string;
  rect: Rect;
  flip: boolean;
  layout: FlatLayout;
};
export type Plate = { width: number; depth: number; corridor: Rect; core: Rect };

/** How a floor's metres map onto its drawing: flats' positions for the site's shapes come from here too. */
export function floorFrame(plate: Plate) {
  const scale = Math.min(24, 1100 / plate.width);
  const marginX = 56;
  const marginTop = 84;
  const marginBottom = 84;
  const width = Math.round(plate.width * scale + marginX * 2);
  const height = Math.round(plate.depth * scale + marginTop + marginBottom);
  /** A rect of the plate as fractions of the drawing (the site draws its shapes in these). */
  const fraction = (rect: Rect) => ({
    x: round4((marginX + rect.x * scale) / width),
    y: round4((marginTop + rect.y * scale) / height),
    w: round4((rect.w * scale) / width),
    h: round4((rect.h * scale) / height),
  });
  return { scale, marginX, marginTop, marginBottom, width, height, fraction };
}

const round4 = (value: number) => Math.round(value * 10000) / 10000;

const STATUS_FILL: Record<string, string> = { free: PALETTE.ivory, booked: '#e6dccb', sold: '#d6d1c8' };
/** What a flat that is not free says under its number (the statuses' own labels). */
const statusWord = (flat: FloorFlat) => (flat.status === 'free' ? '' : statusOf(flat.status, flat.type).label);

/**
 * How floorPlanSvg draws, raised whenever its drawing changes (2: labels that fit narrow flats; 3: a status agreeing with its lot, «Продано»): a floor plan's URL
 * carries it beside the floor's revision, so a browser or CDN holding an older drawing as immutable asks again.
 */
const FLOOR_DRAWING_EDITION = 3;
/** A floor plan's media version: the revision of its lots (cms/db/schema.ts) and the drawing's edition. */
export const floorPlanVersion = (revision: number) => `${revision}d${FLOOR_DRAWING_EDITION}`;

/** The floor: the flats in their layouts tinted by status (`highlightId` in bronze), the corridor and core, the sides and the north. */
export function floorPlanSvg(plate: Plate, flats: FloorFlat[], title: string, highlightId: number | null, northDegrees: number): string {
  const frame = floorFrame(plate);
  const { scale, marginX, marginTop, marginBottom } = frame;
  const at = (rect: Rect) => ({ x: marginX + rect.x * scale, y: marginTop + rect.y * scale, w: rect.w * scale, h: rect.h * scale });
  const corridor = at(plate.corridor);
  const core = at(plate.core);
  // The stair's treads and the two lift shafts, a path per style (cms/plans/pen.ts).
  const corePen = new Pen();
  for (let i = 0; i < 9; i += 1) {
    const y = core.y + core.h * 0.12 + (core.h * 0.76 * i) / 8;
    corePen.line(core.x + core.w * 0.08, y, core.x + core.w * 0.48, y, `stroke="${PALETTE.inkSoft}" stroke-width="1"`);
  }
  for (const i of [0, 1]) {
    const x = core.x + core.w * (0.56 + i * 0.21);
    const y = core.y + core.h * 0.2;
    const w = core.w * 0.18;
    corePen.rect({ x, y, w, h: w }, `fill="none" stroke="${PALETTE.inkSoft}" stroke-width="1.2"`);
    corePen.line(x, y, x + w, y + w, `stroke="${PALETTE.inkSoft}" stroke-width="0.8"`).line(x + w, y, x, y + w, `stroke="${PALETTE.inkSoft}" stroke-width="0.8"`);
  }
  const flatsSvg = flats
    .map((flat) => {
      const box = at(flat.rect);
      const current = flat.id === highlightId;
      const fill = current ? '#e9d9bf' : (STATUS_FILL[flat.status] ?? PALETTE.ivory);
      const drawing = drawFlat(flat.layout, { x: box.x, y: box.y, scale, flip: flat.flip, height: flat.rect.h }, { roomLabels: false, fill });
      // The flat's label sits in its living zone, away from the corridor.
      const cy = flat.flip ? box.y + box.h * 0.62 : box.y + box.h * 0.3;
      const size = Math.max(13, Math.min(22, box.w / 6));
      const rooms = flat.rooms === null ? '' : flat.rooms === 0 ? 'Студия' : `${flat.rooms}-комн.`;
      const status = statusWord(flat);
      const small = size * 0.62;
      // The plaque as wide as its longest line, within the flat; rooms and area on one line where that fits, on two
      // where the flat is narrow (a studio's 69 px).
      const widest = box.w - 4;
      const padding = size * 0.4;
      const area = formatArea(flat.area);
      const line = rooms ? `${rooms} · ${area}` : area;
      const lines = rooms && approximateTextWidth(line, small) > widest ? [rooms, area] : [line];
      const needed = Math.max(...lines.map((text) => approximateTextWidth(text, small)), approximateTextWidth(status, size * 0.58)) + padding;
      const plaqueWidth = Math.min(Math.max(Math.min(box.w * 0.84, 156), needed), widest);
      const extra = (lines.length - 1) * size * 0.8;
      const plaque =
        `<rect x="${r(box.x + box.w / 2 - plaqueWidth / 2)}" y="${r(cy - size * 1.3)}" width="${r(plaqueWidth)}" height="${r(size * (status ? 3.6 : 2.6) + extra)}" rx="2" fill="${current ? PALETTE.bronze : PALETTE.ivory}" fill-opacity="${current ? 1 : 0.92}"/>` +
        `<text x="${r(box.x + box.w / 2)}" y="${r(cy)}" text-anchor="middle" font-family="${FONT_SERIF}" font-size="${r(size * 1.15)}" fill="${current ? PALETTE.ivory : PALETTE.ink}">№\u00a0${esc(flat.number)}</text>` +
        lines.map((text, i) => `<text x="${r(box.x + box.w / 2)}" y="${r(cy + size * 0.95 + i * size * 0.8)}" text-anchor="middle" font-family="${FONT_SANS}" font-size="${r(small)}" fill="${current ? PALETTE.ivory : PALETTE.inkSoft}">${esc(text)}</text>`).join('') +
        (status ? `<text x="${r(box.x + box.w / 2)}" y="${r(cy + size * 1.9 + extra)}" text-anchor="middle" font-family="${FONT_SANS}" font-size="${r(size * 0.58)}" fill="${current ? PALETTE.ivory : PALETTE.bronze}">${status}</text>` : '');
      return `<g data-lot-id="${flat.id}">${drawing}${plaque}</g>`;
    })
    .join('');
  const plateBox = at({ x: 0, y: 0, w: plate.width, h: plate.depth });
  const side = (text: string, y: number) =>
    `<text x="${r(plateBox.x + plateBox.w / 2)}" y="${r(y)}" text-anchor="middle" font-family="${FONT_SANS}" font-size="15" letter-spacing="2.5" fill="${PALETTE.bronze}">${text}</text>`;
  const body =
    `<rect width="${frame.width}" height="${frame.height}" fill="${PALETTE.stone}"/>` +
    `<rect x="${r(plateBox.x)}" y="${r(plateBox.y)}" width="${r(plateBox.w)}" height="${r(plateBox.h)}" fill="${PALETTE.ivory}"/>` +
    `<rect x="${r(corridor.x)}" y="${r(corridor.y)}" width="${r(corridor.w)}" height="${r(corridor.h)}" fill="${PALETTE.sand}" fill-opacity="0.45"/>` +
    `<rect x="${r(core.x)}" y="${r(core.y)}" width="${r(core.w)}" height="${r(core.h)}" fill="${PALETTE.sand}" fill-opacity="0.7" stroke="${PALETTE.ink}" stroke-width="${r(Math.max(2, 0.3 * scale))}"/>` +
    corePen.svg() + flatsSvg +
    `<rect x="${r(plateBox.x)}" y="${r(plateBox.y)}" width="${r(plateBox.w)}" height="${r(plateBox.h)}" fill="none" stroke="${PALETTE.ink}" stroke-width="${r(Math.max(3, 0.45 * scale))}"/>` +
    side('ДВОР', marginTop - 34) +
    side('УЛИЦА', frame.height - marginBottom + 44) +
    compass(frame.width - marginX - 24, 50, northDegrees, 20) +
    scaleBar(marginX, frame.height - 30, scale, 10);
  return svgDocument(frame.width, frame.height, body, title);
}

const r = tenth;

/** About how wide a line of the drawing's sans-serif is, on the wide side: 0.62 em a character (Chromium measured 0.53 for «Студия · 28,9 м²», 0.62 for «Забронирована»). */
const approximateTextWidth = (text: string, fontSize: number) => text.length * fontSize * 0.62;
