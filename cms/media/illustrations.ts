import type { Random } from '../seed/random';
import { FONT_SERIF, PALETTE, esc, svgDocument } from './svg';

/** Generated demo imagery: no photograph is copied from anywhere. */

function windowsGrid(x: number, y: number, w: number, h: number, floors: number, cols: number, lit: (i: number) => boolean): string {
  const fh = h / floors;
  const cw = w / cols;
  let out = '';
  for (let f = 0; f < floors; f += 1) {
    for (let c = 0; c < cols; c += 1) {
      const i = f * cols + c;
      out += `<rect x="${(x + c * cw + cw * 0.22).toFixed(1)}" y="${(y + f * fh + fh * 0.2).toFixed(1)}" width="${(cw * 0.56).toFixed(1)}" height="${(fh * 0.58).toFixed(1)}" fill="${lit(i) ? PALETTE.bronzeLight : PALETTE.sky}" opacity="${lit(i) ? 0.85 : 0.9}"/>`;
    }
  }
  return out;
}

/** A facade at dusk: the towers of the complex with lit windows. */
export function facadeSvg(random: Random, title: string, width = 1600, height = 900): string {
  const ground = height * 0.86;
  let towers = '';
  const specs = [
    { x: 0.08, w: 0.16, h: 0.62 },
    { x: 0.3, w: 0.18, h: 0.78 },
    { x: 0.53, w: 0.13, h: 0.36 },
    { x: 0.7, w: 0.15, h: 0.52 },
    { x: 0.87, w: 0.1, h: 0.42 },
  ];
  for (const spec of specs) {
    const x = spec.x * width;
    const w = spec.w * width;
    const h = spec.h * height;
    const floors = Math.round(h / 26);
    towers += `<rect x="${x}" y="${ground - h}" width="${w}" height="${h}" fill="${PALETTE.ink}"/>`;
    towers += windowsGrid(x + 8, ground - h + 10, w - 16, h - 20, floors, Math.max(4, Math.round(w / 34)), () => random.chance(0.28));
    towers += `<rect x="${x - 6}" y="${ground - h - 8}" width="${w + 12}" height="8" fill="${PALETTE.bronze}"/>`;
  }
  const body =
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2b3440"/><stop offset="0.7" stop-color="#8c7a68"/><stop offset="1" stop-color="#d9bf9a"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>${towers}` +
    `<rect y="${ground}" width="${width}" height="${height - ground}" fill="#2a2b2c"/>` +
    Array.from({ length: 14 }, (_, i) => `<circle cx="${60 + i * 115}" cy="${ground - 12}" r="${random.int(18, 34)}" fill="#3f4a3a"/>`).join('');
  return svgDocument(width, height, body, title);
}

/** A monogram for a company or bank (no trademarked logos are copied). */
export function monogramSvg(text: string, title: string): string {
  const initials = text
    .split(/[\s-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
  return svgDocument(
    240,
    240,
    `<rect width="240" height="240" fill="${PALETTE.ink}"/><rect x="14" y="14" width="212" height="212" fill="none" stroke="${PALETTE.bronzeLight}" stroke-width="2"/><text x="120" y="145" text-anchor="middle" font-family="${FONT_SERIF}" font-size="76" fill="${PALETTE.bronzeLight}">${esc(initials)}</text>`,
    title,
  );
}
