import type { Random } from './random';

/**
 * The city round the site, as boxes: Moscow perimeter blocks (four wings round a courtyard, some wings left
 * open or cut) out to `radius` metres, with the trees in their courtyards. One source for the rendered world
 * (cms/render/scene/city.js draws these boxes) and for what the CMS says a window sees (cms/plans/window-views.ts).
 * No imports at run time: the renderer loads this module as it is. Site metres, x east, y south.
 */
export type CityBox = { x: number; y: number; w: number; d: number; h: number; /** [0, 1): which stone */ shade: number };
export type TreeTraits = { kind: number; turn: number; /** [0, 1): which green */ shade: number; lean: number };
export type CityTree = TreeTraits & { x: number; y: number; height: number };

/** The site with its streets: no city block stands here. */
export const KEEP_OUT = { x0: -80, x1: 320, y0: -70, y1: 260 };
export const CITY_SEED = 77;
export const CITY_RADIUS = 2200;

/** What a tree draws for its looks (cms/render/scene/trees.js), in this order. */
export const treeTraits = (random: Random): TreeTraits => ({ kind: random.int(0, 2), turn: random.float(0, Math.PI * 2), shade: random.next(), lean: random.float(0.85, 1.15) });

export function cityBlocks(random: Random, { radius = CITY_RADIUS, trees = true }: { radius?: number; trees?: boolean } = {}) {
  const boxes: CityBox[] = [];
  const planted: CityTree[] = [];
  const centre = { x: 110, y: 96 };
  const block = 118;
  const street = 24;
  const span = Math.ceil(radius / block);
  for (let i = -span; i <= span; i += 1) {
    for (let j = -span; j <= span; j += 1) {
      const bx = centre.x + i * block - block / 2;
      const by = centre.y + j * block - block / 2;
      const distance = Math.hypot(bx + block / 2 - centre.x, by + block / 2 - centre.y);
      if (distance > radius) continue;
      if (bx + block > KEEP_OUT.x0 && bx < KEEP_OUT.x1 && by + block > KEEP_OUT.y0 && by < KEEP_OUT.y1) continue;
      const inner = block - street;
      const x0 = bx + street / 2;
      const y0 = by + street / 2;
      if (trees && distance < 1200) {
        for (let k = random.int(3, 7); k > 0; k -= 1) {
          const x = x0 + random.float(22, inner - 22);
          const y = y0 + random.float(22, inner - 22);
          const height = random.float(8, 14);
          planted.push({ x, y, height, ...treeTraits(random) });
        }
      }
      const base = distance < 700 ? random.float(14, 32) : random.float(16, 42);
      const tall = random.chance(0.06) ? random.float(2, 3.4) : 1;
      const depth = random.float(13, 18);
      const wings = [
        [x0, y0, inner, depth],
        [x0, y0 + inner - depth, inner, depth],
        [x0, y0 + depth, depth, inner - 2 * depth],
        [x0 + inner - depth, y0 + depth, depth, inner - 2 * depth],
      ] as const;
      for (const [x, y, w, d] of wings) {
        if (random.chance(0.12)) continue;
        const cut = random.chance(0.5) ? random.float(0.35, 0.65) : 1;
        const parts = cut < 1 ? [[0, cut], [cut + 0.06, 1]] : [[0, 1]];
        for (const [a = 0, b = 1] of parts) {
          const horizontal = w > d;
          const h = base * tall * random.float(0.85, 1.15);
          boxes.push({
            x: horizontal ? x + w * a : x,
            y: horizontal ? y : y + d * a,
            w: horizontal ? w * (b - a) : w,
            d: horizontal ? d : d * (b - a),
            h,
            shade: random.next(),
          });
        }
      }
    }
  }
  return { boxes, trees: planted };
}

/** The landmarks a window can name, as boxes (Moscow-City's towers, the Kudrinskaya Square high-rise with its spire). */
export const LANDMARKS = [
  {
    value: 'moscow_city',
    label: 'Москва-Сити',
    at: { x: -1150, y: 1350 },
    /** [dx, dy, w, d, h] round `at`. */
    boxes: [
      [0, 0, 52, 52, 354], [70, -40, 46, 40, 301], [-60, 50, 40, 40, 268], [120, 30, 44, 44, 246], [-20, -90, 36, 36, 239],
      [40, 110, 50, 30, 224], [-110, -20, 34, 34, 198], [170, -60, 40, 40, 188], [-80, 130, 30, 30, 160],
    ],
  },
  {
    value: 'kudrinskaya',
    label: 'Высотка на Кудринской площади',
    at: { x: 2050, y: 420 },
    boxes: [[0, 0, 120, 40, 60], [0, 0, 60, 40, 100], [0, 0, 40, 32, 130], [0, 0, 26, 24, 154], [0, 0, 14, 14, 174], [0, 0, 6, 6, 220]],
  },
] as const;
