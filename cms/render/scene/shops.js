import * as THREE from 'three';
import { createRandom } from '/cms/seed/random.js';

/**
 * The shops in the base on the street side, each furnished as its trade is (a café's counter, tables and pendants;
 * a florist's buckets out on the pavement; a bakery's bread shelves; a pharmacy's white shelves and green cross;
 * wine and cheese; books), with its name in bronze letters on a dark fascia over the glass, lit at dusk.
 * `place(material, t0, t1, n0, n1, h0, h1)` lays a box on the facade (t along it, n out of its plane: negative is
 * inside, h up); `at(t, n, h)` is a point on it; `turn` faces the street.
 */
const TRADES = [
  { name: 'КОФЕЙНЯ', kind: 'cafe' },
  { name: 'ЦВЕТЫ', kind: 'flowers' },
  { name: 'ПЕКАРНЯ', kind: 'bakery' },
  { name: 'АПТЕКА', kind: 'pharmacy' },
  { name: 'ВИНО И СЫР', kind: 'deli' },
  { name: 'КНИГИ', kind: 'books' },
];

const PRODUCE = {
  bakery: [0xc89a5c, 0xb07a40, 0xd8b27a, 0x9a6632, 0xe2c79a],
  pharmacy: [0xf4f4f0, 0xe8eef0, 0x7fb89a, 0xd9e4ea, 0xf0e6d8],
  deli: [0x4a1e22, 0x2c3a26, 0x6b2a2e, 0xe8d49a, 0xd8b860, 0x1e2a22],
  books: [0x8c2f2a, 0x2f4a5a, 0xd8c8a0, 0x3d4452, 0x6b5a3a, 0xe6dcc8, 0x4a6a4a],
  flowers: [0xd84a6a, 0xf2c84a, 0xf4f0ea, 0xc85a9a, 0xe87a3a, 0x9a4ad8],
  cafe: [0x3a2a1e, 0xe6dcc8, 0x6b4a30],
};

const signs = new Map();
/** A fascia's letters: ivory capitals spaced wide on dark bronze, glowing where they are drawn. */
function signMaterial(name, aspect) {
  const key = `${name}:${aspect.toFixed(2)}`;
  if (signs.has(key)) return signs.get(key);
  const canvas = document.createElement('canvas');
  canvas.height = 128;
  canvas.width = Math.round(128 * aspect);
  const context = canvas.getContext('2d');
  context.fillStyle = '#221d18';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.strokeStyle = '#8a6743';
  context.lineWidth = 6;
  context.strokeRect(3, 3, canvas.width - 6, canvas.height - 6);
  context.fillStyle = '#f1e3c6';
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.font = '500 70px "DejaVu Serif", serif';
  if ('letterSpacing' in context) context.letterSpacing = '14px';
  context.fillText(name, canvas.width / 2 + 7, canvas.height / 2 + 4);
  const texture = new THREE.CanvasTexture(canvas);
  texture.colorSpace = THREE.SRGBColorSpace;
  texture.anisotropy = 8;
  const material = new THREE.MeshStandardMaterial({ color: 0xffffff, map: texture, emissive: 0xffffff, emissiveMap: texture, emissiveIntensity: 0.15, roughness: 0.45, metalness: 0.2 });
  material.name = `sign ${name}`;
  signs.set(key, material);
  return material;
}

/** Where each shop's ceiling lamps are (world.js lights those near the camera at dusk). */
export const shopLamps = [];

/** The signs glow at dusk, as the shops' other lamps do (world.js sets the hour). */
export function lightSigns(intensity) {
  for (const material of signs.values()) material.emissiveIntensity = intensity;
}

const PENDANT = new THREE.CylinderGeometry(0.22, 0.3, 0.26, 16);
const TABLE = new THREE.CylinderGeometry(0.35, 0.35, 0.04, 20);
const STEM = new THREE.CylinderGeometry(0.03, 0.03, 1, 6);
const BUCKET = new THREE.CylinderGeometry(0.2, 0.16, 0.4, 12);
const BLOOM = new THREE.SphereGeometry(0.5, 10, 8);
const BOX = new THREE.BoxGeometry(1, 1, 1);
const PARASOL = new THREE.ConeGeometry(1.3, 0.45, 16, 1, true);

/** One shop from t0 to t1 along the side, behind glass `glassIn` deep, its trade the `index`-th of TRADES. */
export function shop(batch, m, { place, at, turn, t0, t1, glassIn, front, index, seed }) {
  const trade = TRADES[index % TRADES.length];
  const random = createRandom(seed);
  const inside = (n) => -glassIn - n;
  const width = t1 - t0;
  // The fascia over the glass with the shop's name.
  const signWidth = Math.min(width * 0.62, 2.2 + trade.name.length * 0.42);
  const mid = (t0 + t1) / 2;
  place(signMaterial(trade.name, signWidth / 0.5), mid - signWidth / 2, mid + signWidth / 2, -glassIn - 0.26, -glassIn - 0.18, 3.6, 4.1);
  // The back wall lit, the ceiling's pendants on their cords.
  place(m.shopGlow, t0, t1, inside(4.2), inside(4.0), 0.45, 4.4);
  shopLamps.push(at(t0 + width * 0.3, inside(1.8), 3.6), at(t0 + width * 0.75, inside(1.8), 3.6));
  for (let i = 0; i < 3; i += 1) {
    const t = t0 + width * (0.2 + i * 0.3);
    batch.add(PENDANT, m.lampWarm, at(t, inside(1.6), 3.0), [1, 1, 1], turn);
    place(m.darkMetal, t - 0.01, t + 0.01, inside(1.61), inside(1.59), 3.13, 4.7);
  }
  const goods = PRODUCE[trade.kind];
  // Shelves along the back wall, stocked.
  const shelves = (t, w, material) => {
    for (const h of [0.5, 1.0, 1.5, 2.0, 2.5]) {
      place(material, t, t + w, inside(3.95), inside(3.55), h - 0.03, h);
      for (let x = t + 0.08; x < t + w - 0.1; x += random.float(0.12, 0.3)) {
        const tall = random.float(0.14, 0.34);
        const p = at(x, inside(3.75), h + tall / 2);
        batch.add(BOX, m.cloth, p, [random.float(0.06, 0.16), tall, random.float(0.14, 0.3)], turn, random.pick(goods));
      }
    }
  };
  // A counter in front of them.
  const counter = (t, w) => {
    place(m.walnut, t, t + w, inside(2.9), inside(2.3), 0, 1.02);
    place(m.stone, t - 0.04, t + w + 0.04, inside(2.95), inside(2.25), 1.02, 1.08);
  };
  const tableWithChairs = (t, n, outdoors = false) => {
    const [x, , z] = at(t, n, 0);
    batch.add(TABLE, outdoors ? m.stoneDark : m.marble, [x, 0.75, z], [1, 1, 1]);
    batch.add(STEM, m.darkMetal, [x, 0.37, z], [1, 0.74, 1]);
    for (const side of [-0.62, 0.62]) {
      const [cx, , cz] = at(t + side, n, 0);
      batch.add(BOX, m.walnut, [cx, 0.45, cz], [0.42, 0.05, 0.42], turn);
      const [bx, , bz] = at(t + side * 1.32, n, 0);
      batch.add(BOX, m.walnut, [bx, 0.7, bz], [0.05, 0.5, 0.4], turn);
      batch.add(STEM, m.darkMetal, [cx, 0.22, cz], [1, 0.45, 1]);
    }
  };
  switch (trade.kind) {
    case 'cafe': {
      counter(t0 + width * 0.55, width * 0.4);
      shelves(t0 + width * 0.6, width * 0.35, m.walnut);
      tableWithChairs(t0 + width * 0.2, inside(1.1));
      tableWithChairs(t0 + width * 0.2, inside(2.8));
      // Two tables out on the pavement under a parasol.
      for (const t of [t0 + width * 0.25, t0 + width * 0.7]) {
        tableWithChairs(t, front + 1.6, true);
        const [x, , z] = at(t, front + 1.6, 0);
        batch.add(STEM, m.darkMetal, [x, 1.2, z], [1, 2.4, 1]);
        batch.add(PARASOL, m.awning, [x, 2.45, z], [1, 1, 1]);
      }
      break;
    }
    case 'flowers': {
      // Buckets of cut flowers on stepped stands inside, and out along the glass.
      for (let t = t0 + 0.4; t < t1 - 0.3; t += 0.55) {
        for (const [n, h] of [[front + 0.45, 0], [inside(0.6), 0.3], [inside(3.7), 0.9]]) {
          const [x, , z] = at(t + random.float(-0.08, 0.08), n, 0);
          batch.add(BUCKET, m.darkMetal, [x, h + 0.2, z], [1, 1, 1]);
          batch.add(BLOOM, m.hedge, [x, h + 0.55, z], [0.42, 0.34, 0.42]);
          for (let b = 0; b < 4; b += 1) batch.add(BLOOM, m.cloth, [x + random.float(-0.12, 0.12), h + random.float(0.6, 0.8), z + random.float(-0.12, 0.12)], [0.12, 0.1, 0.12], 0, random.pick(goods));
        }
      }
      break;
    }
    case 'pharmacy': {
      shelves(t0 + 0.4, width - 0.8, m.plaster);
      counter(t0 + width * 0.3, width * 0.4);
      // The green cross beside the door.
      const green = new THREE.MeshStandardMaterial({ color: 0x2f9a5a, emissive: 0x2fbf6a, emissiveIntensity: 0.6, roughness: 0.5 });
      signs.set(`cross ${seed}`, green);
      const t = t1 - 0.5;
      place(green, t - 0.3, t + 0.3, front - 0.02, front + 0.1, 3.0, 3.2);
      place(green, t - 0.1, t + 0.1, front - 0.02, front + 0.1, 2.8, 3.4);
      break;
    }
    default: {
      shelves(t0 + 0.4, width - 0.8, trade.kind === 'books' ? m.oak : m.walnut);
      counter(t0 + width * 0.35, width * 0.3);
      // A table of goods in the window.
      place(m.oak, t0 + width * 0.15, t0 + width * 0.45, inside(1.2), inside(0.5), 0, 0.8);
      for (let t = t0 + width * 0.17; t < t0 + width * 0.43; t += random.float(0.12, 0.22)) {
        const tall = random.float(0.08, 0.3);
        batch.add(BOX, m.cloth, at(t, inside(random.float(0.6, 1.1)), 0.8 + tall / 2), [random.float(0.08, 0.16), tall, random.float(0.1, 0.2)], turn, random.pick(goods));
      }
    }
  }
}
