/**
 * A section's courtyard facade: the retail ground floor, a band per storey with the windows of the
 * flats behind it (from their layouts), the parapet. The floor shapes the site draws over it come from
 * the same frame.
 */
import { FONT_SANS, PALETTE, svgDocument } from '../media/svg';
import type { Window } from './flat-layout';

/** Where a section's facade picture is stored (media). */
export const sectionFacadePath = (sectionId: number) => `plans/sections/${sectionId}.svg`;

const SCALE = 14;
const GROUND = 4.5;
const STOREY = 3.3;
const PARAPET = 1.6;
const MARGIN = { left: 64, right: 24, top: 36, bottom: 40 };

const r = (value: number) => Math.round(value * 10) / 10;
const r4 = (value: number) => Math.round(value * 10000) / 10000;

/** Where floor n lies on the facade of a section `width` metres wide and `floors` high. */
export function facadeFrame(width: number, floors: number) {
  const drawingWidth = Math.round(width * SCALE + MARGIN.left + MARGIN.right);
  const bodyHeight = GROUND + (floors - 1) * STOREY + PARAPET;
  const drawingHeight = Math.round(bodyHeight * SCALE + MARGIN.top + MARGIN.bottom);
  /** Floor n's band in drawing units. */
  const band = (n: number) => {
    const top = n === 1 ? PARAPET + (floors - 1) * STOREY : PARAPET + (floors - n) * STOREY;
    const h = n === 1 ? GROUND : STOREY;
    return { x: MARGIN.left, y: MARGIN.top + top * SCALE, w: width * SCALE, h: h * SCALE };
  };
  const fraction = (n: number) => {
    const b = band(n);
    return { x: r4(b.x / drawingWidth), y: r4(b.y / drawingHeight), w: r4(b.w / drawingWidth), h: r4(b.h / drawingHeight) };
  };
  return { width: drawingWidth, height: drawingHeight, band, fraction };
}

/** The facade; `windows` are the windows of one typical floor along the courtyard, metres from the left. */
export function facadeSvg(width: number, floors: number, windows: Window[], title: string): string {
  const frame = facadeFrame(width, floors);
  const bodyTop = MARGIN.top;
  const bodyBottom = frame.height - MARGIN.bottom;
  const x0 = MARGIN.left;
  const parts: string[] = [
    `<rect width="${frame.width}" height="${frame.height}" fill="${PALETTE.sky}"/>`,
    `<rect x="0" y="${bodyBottom}" width="${frame.width}" height="${MARGIN.bottom}" fill="${PALETTE.green}"/>`,
    `<rect x="${x0}" y="${bodyTop}" width="${r(width * SCALE)}" height="${r(bodyBottom - bodyTop)}" fill="#e9e0d1" stroke="${PALETTE.ink}" stroke-width="1.5"/>`,
    `<rect x="${x0}" y="${bodyTop}" width="${r(width * SCALE)}" height="${r(PARAPET * SCALE)}" fill="${PALETTE.sand}" stroke="${PALETTE.ink}" stroke-width="1"/>`,
  ];
  for (let n = 1; n <= floors; n += 1) {
    const b = frame.band(n);
    parts.push(`<line x1="${x0}" y1="${r(b.y + b.h)}" x2="${r(x0 + b.w)}" y2="${r(b.y + b.h)}" stroke="${PALETTE.inkSoft}" stroke-opacity="0.5" stroke-width="1"/>`);
    if (n === 1) {
      // Retail: full-height shop windows between piers.
      const bays = Math.max(2, Math.round(width / 5));
      const bay = b.w / bays;
      for (let k = 0; k < bays; k += 1) {
        parts.push(`<rect x="${r(b.x + k * bay + bay * 0.1)}" y="${r(b.y + b.h * 0.14)}" width="${r(bay * 0.8)}" height="${r(b.h * 0.8)}" fill="#c8d2d4" stroke="${PALETTE.ink}" stroke-width="1"/>`);
      }
    } else {
      for (const win of windows) {
        parts.push(`<rect x="${r(b.x + win.x * SCALE)}" y="${r(b.y + b.h * 0.2)}" width="${r(win.width * SCALE)}" height="${r(b.h * 0.62)}" fill="#cfd9db" stroke="${PALETTE.ink}" stroke-width="0.8"/>`);
      }
    }
    parts.push(`<text x="${x0 - 12}" y="${r(b.y + b.h / 2 + 4)}" text-anchor="end" font-family="${FONT_SANS}" font-size="12" fill="${PALETTE.inkSoft}">${n}</text>`);
  }
  return svgDocument(frame.width, frame.height, parts.join(''), title);
}
