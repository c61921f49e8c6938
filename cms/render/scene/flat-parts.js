import * as THREE from 'three';
import { createRandom } from '/cms/seed/random.js';
import { cylinder, softBox, wallFrame } from './furniture.js';

/** Pieces more than one furnishing style is made of: chairs, side tables, panel mouldings, the art on the walls. */

/** A dining chair: four legs, a seat, a back on `backSide` ('north', 'south', 'east' or 'west') `back` m high. */
export function chair(batch, { seat, frame }, x, z, b, backSide, { back = 0.9, width = 0.46, legs = 0.035, shell = seat } = {}) {
  const h = width / 2;
  for (const [dx, dz] of [[-1, -1], [1, -1], [-1, 1], [1, 1]]) cylinder(batch, frame, x + dx * (h - 0.04), z + dz * (h - 0.04), b, b + 0.43, legs);
  softBox(batch, seat, [x - h, b + 0.42, z - h], [x + h, b + 0.5, z + h], 0.04);
  const t = 0.06;
  const backs = {
    north: [[x - h, b + 0.48, z - h], [x + h, b + back, z - h + t]],
    south: [[x - h, b + 0.48, z + h - t], [x + h, b + back, z + h]],
    west: [[x - h, b + 0.48, z - h], [x - h + t, b + back, z + h]],
    east: [[x + h - t, b + 0.48, z - h], [x + h, b + back, z + h]],
  };
  const [min, max] = backs[backSide];
  softBox(batch, shell, min, max, 0.03);
}

/** A round side table: a top `diameter` wide at `height`, a stem and a foot. */
export function sideTable(batch, top, stem, x, z, b, diameter, height) {
  cylinder(batch, top, x, z, b + height - 0.03, b + height, diameter);
  cylinder(batch, stem, x, z, b + 0.02, b + height - 0.03, diameter * 0.1);
  cylinder(batch, stem, x, z, b, b + 0.02, diameter * 0.6);
}

/** Rows of moulded panels along a wall from a0 to a1, each row [y0, y1], panels about 1.1 m wide. */
export function panelRows(batch, material, wall, a0, a1, rows) {
  const gap = 0.16;
  const n = Math.max(1, Math.round((a1 - a0) / 1.15));
  const w = (a1 - a0 - gap * (n + 1)) / n;
  for (const [y0, y1] of rows) {
    for (let i = 0; i < n; i += 1) {
      const a = a0 + gap + i * (w + gap);
      wallFrame(batch, material, wall, a, a + w, y0, y1, { width: 0.04, depth: 0.02 });
    }
  }
}

/**
 * A picture for a wall, painted on a canvas: a landscape in oils (classic), botanical prints, a loft's large
 * abstract, a Scandinavian line drawing.
 */
export function artCanvas(seed, kind) {
  const random = createRandom(seed);
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 256;
  const c = canvas.getContext('2d');
  if (kind === 'landscape') {
    const sky = c.createLinearGradient(0, 0, 0, 160);
    sky.addColorStop(0, '#9fb0b4');
    sky.addColorStop(1, '#e4d8bd');
    c.fillStyle = sky;
    c.fillRect(0, 0, 256, 256);
    c.fillStyle = '#8c9583';
    c.beginPath();
    c.moveTo(0, 150);
    for (let x = 0; x <= 256; x += 16) c.lineTo(x, 140 - Math.sin(x / 40) * 14 - random.float(0, 6));
    c.lineTo(256, 256);
    c.lineTo(0, 256);
    c.fill();
    c.fillStyle = '#5d6b4c';
    c.fillRect(0, 175, 256, 81);
    for (let i = 0; i < 14; i += 1) {
      c.fillStyle = random.pick(['#3f4d35', '#4a5a3c', '#56653f']);
      c.beginPath();
      c.ellipse(random.float(0, 256), random.float(150, 185), random.float(12, 30), random.float(18, 40), 0, 0, Math.PI * 2);
      c.fill();
    }
    c.fillStyle = 'rgba(214,196,150,0.5)';
    c.fillRect(0, 215, 256, 10);
  } else if (kind === 'botanical') {
    c.fillStyle = '#efe6d2';
    c.fillRect(0, 0, 256, 256);
    c.strokeStyle = '#5f7049';
    c.lineWidth = 3;
    c.beginPath();
    c.moveTo(128, 230);
    c.quadraticCurveTo(120, 130, 140, 40);
    c.stroke();
    for (let i = 0; i < 9; i += 1) {
      c.fillStyle = random.pick(['#6d7f55', '#7f8f63', '#5c6d47']);
      const y = 200 - i * 18;
      c.beginPath();
      c.ellipse(128 + (i % 2 ? 26 : -26), y, 26, 9, i % 2 ? -0.5 : 0.5, 0, Math.PI * 2);
      c.fill();
    }
  } else if (kind === 'abstract') {
    c.fillStyle = '#e9e4da';
    c.fillRect(0, 0, 256, 256);
    for (const [colour, x, y, w, h] of [['#c46a3c', 20, 30, 120, 140], ['#24272a', 110, 90, 120, 130], ['#d9b36b', 40, 170, 90, 60], ['#7d8b8f', 170, 20, 60, 60]]) {
      c.fillStyle = colour;
      c.globalAlpha = 0.92;
      c.fillRect(x + random.float(-6, 6), y + random.float(-6, 6), w, h);
    }
    c.globalAlpha = 1;
  } else {
    c.fillStyle = '#f4f1ea';
    c.fillRect(0, 0, 256, 256);
    c.strokeStyle = '#2b2b2b';
    c.lineWidth = 2.2;
    c.beginPath();
    c.moveTo(60, 200);
    for (let i = 0; i < 7; i += 1) c.bezierCurveTo(random.float(40, 220), random.float(40, 220), random.float(40, 220), random.float(40, 220), random.float(70, 190), random.float(70, 190));
    c.stroke();
    c.fillStyle = '#d8b48a';
    c.beginPath();
    c.arc(170, 80, 26, 0, Math.PI * 2);
    c.fill();
  }
  const texture = new THREE.CanvasTexture(canvas);
  texture.colorSpace = THREE.SRGBColorSpace;
  return texture;
}

/** A sofa's cushions: `seats` seat and back cushions over a frame from z0 to z1, its back at x, facing east. */
export function cushions(batch, fabric, x, z0, z1, b, { seats = 3, seat = 0.44, depth = 0.95, back = 0.86 } = {}) {
  const w = (z1 - z0) / seats;
  for (let i = 0; i < seats; i += 1) {
    const a = z0 + i * w;
    softBox(batch, fabric, [x + 0.2, b + seat - 0.12, a + 0.01], [x + depth - 0.02, b + seat, a + w - 0.01], 0.07);
    softBox(batch, fabric, [x + 0.14, b + seat - 0.04, a + 0.03], [x + 0.4, b + back, a + w - 0.03], 0.1);
  }
}
