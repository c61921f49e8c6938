import type { Random } from '../seed/random';
import { FONT_SANS, PALETTE, esc, svgDocument } from './svg';
import { formatArea } from '../plans/draw';

type Room = { label: string; x: number; y: number; w: number; h: number };

const W = 480;
const H = 340;
const PAD = 20;

/**
 * A flat layout drawn as an architectural plan: living spaces along the window wall, wet rooms and
 * the hall along the corridor side. Areas are printed in each room so the plan reads like a real one.
 */
export function layoutSvg(rooms: number | null, totalArea: number, random: Random): string {
  const living = buildRooms(rooms, random);
  const innerW = W - PAD * 2;
  const innerH = H - PAD * 2;
  const scale = totalArea / ((innerW * innerH) / 100);
  const walls = living
    .map(
      (room) =>
        `<rect x="${room.x}" y="${room.y}" width="${room.w}" height="${room.h}" fill="${PALETTE.ivory}" stroke="${PALETTE.ink}" stroke-width="3"/>` +
        `<text x="${room.x + room.w / 2}" y="${room.y + room.h / 2 - 4}" text-anchor="middle" font-family="${FONT_SANS}" font-size="${room.w < 90 ? 10 : 12}" fill="${PALETTE.inkSoft}">${esc(room.label)}</text>` +
        `<text x="${room.x + room.w / 2}" y="${room.y + room.h / 2 + 12}" text-anchor="middle" font-family="${FONT_SANS}" font-size="11" fill="${PALETTE.bronze}">${esc(formatArea((room.w * room.h * scale) / 100))}</text>`,
    )
    .join('');
  const windows = living
    .filter((room) => room.y === PAD)
    .map((room) => {
      const w = Math.min(70, room.w * 0.5);
      const x = room.x + (room.w - w) / 2;
      return `<rect x="${x}" y="${PAD - 3}" width="${w}" height="6" fill="${PALETTE.sky}" stroke="${PALETTE.ink}" stroke-width="1"/>`;
    })
    .join('');
  const outline = `<rect x="${PAD}" y="${PAD}" width="${innerW}" height="${innerH}" fill="none" stroke="${PALETTE.ink}" stroke-width="6"/>`;
  const title = rooms === 0 || rooms === null ? 'Планировка студии' : `Планировка: ${rooms}-комнатная квартира`;
  return svgDocument(W, H, `<rect width="${W}" height="${H}" fill="${PALETTE.stone}"/>${walls}${windows}${outline}`, title);
}

function buildRooms(rooms: number | null, random: Random): Room[] {
  const innerW = W - PAD * 2;
  const innerH = H - PAD * 2;
  const topH = Math.round(innerH * random.float(0.58, 0.66));
  const bottomH = innerH - topH;
  const bedrooms = rooms === null || rooms <= 1 ? (rooms === 1 ? 1 : 0) : rooms - 1;
  const topLabels = [rooms === 0 ? 'Студия' : 'Кухня-гостиная', ...Array.from({ length: bedrooms }, (_, i) => (i === 0 && bedrooms > 1 ? 'Мастер-спальня' : 'Спальня'))];
  const weights = topLabels.map((_, i) => (i === 0 ? random.float(1.5, 1.9) : random.float(0.9, 1.15)));
  const sum = weights.reduce((a, b) => a + b, 0);
  const result: Room[] = [];
  let x = PAD;
  topLabels.forEach((label, i) => {
    const w = i === topLabels.length - 1 ? PAD + innerW - x : Math.round((innerW * (weights[i] ?? 1)) / sum);
    result.push({ label, x, y: PAD, w, h: topH });
    x += w;
  });
  const bottomLabels = ['Прихожая', 'Санузел', ...(rooms !== null && rooms >= 3 ? ['Гардеробная', 'Санузел'] : rooms === 2 ? ['Гардеробная'] : [])];
  const bottomWeights = bottomLabels.map((label) => (label === 'Прихожая' ? 1.8 : label === 'Санузел' ? 1 : 0.8));
  const bottomSum = bottomWeights.reduce((a, b) => a + b, 0);
  x = PAD;
  bottomLabels.forEach((label, i) => {
    const w = i === bottomLabels.length - 1 ? PAD + innerW - x : Math.round((innerW * (bottomWeights[i] ?? 1)) / bottomSum);
    result.push({ label, x, y: PAD + topH, w, h: bottomH });
    x += w;
  });
  return result;
}
