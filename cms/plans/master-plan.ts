/**
 * The master plan as an aerial view: the site in metres projected isometrically, every building a block
 * as tall as its floors, the courtyard park between them, the streets around and the way to the metro.
 * The building shapes the site draws over the picture (their silhouettes) come from the same projection.
 */
import { FONT_SANS, FONT_SERIF, PALETTE, esc, svgDocument } from '../media/svg';

export const MASTER_PLAN = { width: 1600, height: 1000 } as const;

/** A building on the site, metres: x to the east, y to the south. */
export type Footprint = { x: number; y: number; w: number; d: number };
export type PlanBuilding = { number: number; floors: number; footprint: Footprint };

const SCALE = 2.75;
const STOREY = 3.3;
const ORIGIN = { x: 830, y: 300 };
const COS = Math.cos(Math.PI / 6);
const SIN = Math.sin(Math.PI / 6);

type Point = readonly [number, number];
const r = (value: number) => Math.round(value * 10) / 10;

/** Site metres (x, y) at height z → drawing units. */
export function project(x: number, y: number, z = 0): Point {
  return [r(ORIGIN.x + (x - y) * COS * SCALE), r(ORIGIN.y + (x + y) * SIN * SCALE - z * SCALE)];
}

const pts = (points: Point[]) => points.map(([x, y]) => `${x},${y}`).join(' ');
const heightOf = (floors: number) => floors * STOREY + 1.5;

/** The outline of a building as seen from above: its roof and the two faces turned to the viewer. */
export function silhouette(building: PlanBuilding): string {
  const { x, y, w, d } = building.footprint;
  const z = heightOf(building.floors);
  return pts([project(x, y, z), project(x + w, y, z), project(x + w, y, 0), project(x + w, y + d, 0), project(x, y + d, 0), project(x, y + d, z)]);
}

function block(building: PlanBuilding): string {
  const { x, y, w, d } = building.footprint;
  const z = heightOf(building.floors);
  const east = [project(x + w, y, 0), project(x + w, y + d, 0), project(x + w, y + d, z), project(x + w, y, z)];
  const south = [project(x, y + d, 0), project(x + w, y + d, 0), project(x + w, y + d, z), project(x, y + d, z)];
  const roof = [project(x, y, z), project(x + w, y, z), project(x + w, y + d, z), project(x, y + d, z)];
  // Floor lines and window piers on both faces, so the height reads as storeys.
  const lines: string[] = [];
  for (let floor = 1; floor < building.floors; floor += 1) {
    const fz = floor * STOREY + (floor === 1 ? 1.2 : 0);
    const [a, b] = [project(x + w, y, fz), project(x + w, y + d, fz)];
    const [c, e] = [project(x, y + d, fz), project(x + w, y + d, fz)];
    lines.push(`M${a[0]} ${a[1]}L${b[0]} ${b[1]}M${c[0]} ${c[1]}L${e[0]} ${e[1]}`);
  }
  for (let k = 1; k * 3.6 < w; k += 1) {
    const [a, b] = [project(x + k * 3.6, y + d, STOREY + 1.2), project(x + k * 3.6, y + d, z - 1.5)];
    lines.push(`M${a[0]} ${a[1]}L${b[0]} ${b[1]}`);
  }
  for (let k = 1; k * 3.6 < d; k += 1) {
    const [a, b] = [project(x + w, y + k * 3.6, STOREY + 1.2), project(x + w, y + k * 3.6, z - 1.5)];
    lines.push(`M${a[0]} ${a[1]}L${b[0]} ${b[1]}`);
  }
  const [lx, ly] = project(x + w / 2, y + d / 2, z);
  const shadow = [project(x + w, y, 0), project(x + w + z * 0.5, y + z * 0.2, 0), project(x + w + z * 0.5, y + d + z * 0.2, 0), project(x + w, y + d, 0)];
  return `<polygon points="${pts(shadow)}" fill="${PALETTE.ink}" fill-opacity="0.08"/>` +
    `<polygon points="${pts(east)}" fill="#d3c7b4" stroke="${PALETTE.ink}" stroke-width="1"/>` +
    `<polygon points="${pts(south)}" fill="#e7ddcc" stroke="${PALETTE.ink}" stroke-width="1"/>` +
    `<path d="${lines.join('')}" stroke="${PALETTE.inkSoft}" stroke-opacity="0.35" stroke-width="0.8" fill="none"/>` +
    `<polygon points="${pts(roof)}" fill="${PALETTE.ivory}" stroke="${PALETTE.ink}" stroke-width="1.2"/>` +
    `<text x="${lx}" y="${ly + 9}" text-anchor="middle" font-family="${FONT_SERIF}" font-size="30" fill="${PALETTE.ink}">${building.number}</text>`;
}

function ground(points: Array<[number, number]>, attrs: string): string {
  return `<polygon points="${pts(points.map(([x, y]) => project(x, y)))}" ${attrs}/>`;
}

function label(x: number, y: number, text: string, angle: number, size = 16): string {
  const [px, py] = project(x, y);
  return `<text x="${px}" y="${py}" transform="rotate(${angle} ${px} ${py})" text-anchor="middle" font-family="${FONT_SANS}" font-size="${size}" letter-spacing="1.5" fill="${PALETTE.inkSoft}">${esc(text)}</text>`;
}

/** Streets, the park and the buildings, drawn back to front. */
export function masterPlanSvg(buildings: PlanBuilding[], metro: { name: string; minutes: number }): string {
  const trees = Array.from({ length: 34 }, (_, i) => {
    const [tx, ty] = project(78 + ((i * 37) % 100), 62 + ((i * 53) % 80));
    return `<ellipse cx="${tx}" cy="${r(ty + 5)}" rx="11" ry="5" fill="${PALETTE.ink}" fill-opacity="0.08"/><circle cx="${tx}" cy="${ty}" r="${8 + (i % 3) * 2}" fill="#9fae8f" stroke="#7f8f70" stroke-width="1"/>`;
  }).join('');
  const streets =
    ground([[-60, -40], [300, -40], [300, -18], [-60, -18]], `fill="#cfc6b8"`) +
    ground([[-40, -40], [-18, -40], [-18, 240], [-40, 240]], `fill="#cfc6b8"`) +
    ground([[-60, 210], [300, 210], [300, 232], [-60, 232]], `fill="#cfc6b8"`) +
    ground([[238, -40], [260, -40], [260, 240], [238, 240]], `fill="#cfc6b8"`);
  const site = ground([[-10, -10], [230, -10], [230, 202], [-10, 202]], `fill="${PALETTE.stone}" stroke="${PALETTE.bronzeLight}" stroke-width="1.5" stroke-dasharray="6 5"`);
  const park = ground([[62, 52], [182, 52], [182, 148], [62, 148]], `fill="${PALETTE.green}"`) +
    ground([[62, 96], [182, 96], [182, 102], [62, 102]], `fill="${PALETTE.ivory}"`) +
    ground([[118, 52], [124, 52], [124, 148], [118, 148]], `fill="${PALETTE.ivory}"`);
  const ordered = [...buildings].sort((a, b) => a.footprint.x + a.footprint.y + a.footprint.w + a.footprint.d - (b.footprint.x + b.footprint.y + b.footprint.w + b.footprint.d));
  const [mx, my] = project(120, 232);
  const metroSign =
    `<g><circle cx="${r(mx + 130)}" cy="${r(my + 66)}" r="17" fill="#943E90"/><text x="${r(mx + 130)}" y="${r(my + 72)}" text-anchor="middle" font-family="${FONT_SANS}" font-size="18" font-weight="700" fill="#ffffff">М</text>` +
    `<text x="${r(mx + 156)}" y="${r(my + 64)}" font-family="${FONT_SANS}" font-size="17" fill="${PALETTE.ink}">${esc(metro.name)}</text>` +
    `<text x="${r(mx + 156)}" y="${r(my + 84)}" font-family="${FONT_SANS}" font-size="14" fill="${PALETTE.inkSoft}">${metro.minutes}\u00a0минут пешком →</text></g>`;
  const body =
    `<rect width="${MASTER_PLAN.width}" height="${MASTER_PLAN.height}" fill="#e4ddd0"/>` +
    streets + site + park + trees +
    label(120, -29, 'ВЕРЕСКОВЫЙ ПЕРЕУЛОК', 30) +
    label(-29, 100, 'ЗВЕНИГОРОДСКАЯ УЛИЦА', -30) +
    label(40, 221, 'УЛИЦА ПРЕСНЕНСКИЙ ВАЛ', 30) +
    label(122, 100, 'ДВОР-ПАРК', 0, 18) +
    ordered.map(block).join('') +
    metroSign;
  return svgDocument(MASTER_PLAN.width, MASTER_PLAN.height, body, 'Генеральный план комплекса: вид сверху');
}
