import * as THREE from 'three';
import { roomShell } from './room-shell.js';
import { herringbone, laid, rug } from './interior-textures.js';
import { BOX } from './batch.js';
import { curtains, cylinder, lampLight, onWall, potted, tree, rodX, rodZ, shade, softBox, sphere, standard, wallFrame, wallsOf, LEAF } from './furniture.js';
import { PLAN } from './flat-plan.js';
import { artCanvas, chair, panelRows, sideTable } from './flat-parts.js';

/**
 * «Неоклассика»: honey-oak herringbone laid at 45°, walls in warm cream with moulded panels above and below a dado
 * rail, a deep cornice and ceiling roses, a marble fireplace with a gilt mirror, brass chandeliers and sconces,
 * linen curtains on a brass rod, an ivory velvet sofa with rolled arms, sage wingbacks, a cream shaker kitchen
 * with marble tops and brass knobs, an oval walnut dining table.
 */
export function classic(scene, batch, m, r) {
  const { x0, x1, z0, z1, base: b, height: H } = r;
  const mat = materials(m, r);
  const walls = wallsOf(r);
  roomShell(batch, { ...r, floor: mat.parquet, walls: mat.wall, ceiling: mat.ceiling, glazing: { side: 'east', pane: 1.9, frame: mat.frame, transom: 2.4, mullion: 0.09 } });

  // Skirting, dado rail, cornice; the panels between them.
  for (const [wall, a0, a1] of [[walls.north, x0, x1], [walls.south, x0, x1], [walls.west, z0, z1]]) {
    onWall(batch, mat.moulding, wall, a0, a1, b, b + 0.16, 0, 0.02);
    onWall(batch, mat.moulding, wall, a0, a1, b + 0.16, b + 0.18, 0, 0.012);
    cornice(batch, mat.moulding, wall, a0, a1, b + H);
  }
  cornice(batch, mat.moulding, walls.east, z0, z1, b + H);
  for (const [wall, a0, a1] of [[walls.north, 21.25, 29.9], [walls.south, 20.6, 24.7], [walls.south, 26.9, 27.45], [walls.south, 28.75, 29.9], [walls.west, 33.6, 37.9]]) {
    onWall(batch, mat.moulding, wall, a0, a1, b + 0.88, b + 0.93, 0, 0.03);
    panelRows(batch, mat.moulding, wall, a0, a1, [[b + 0.28, b + 0.76], [b + 1.08, b + H - 0.42]]);
  }
  ceilingRose(batch, mat.moulding, PLAN.dining.x, PLAN.dining.z, b + H);
  ceilingRose(batch, mat.moulding, 27.1, PLAN.table.z, b + H);

  door(batch, mat, walls.south, 27.6, 28.6, b);
  fireplace(scene, batch, mat, walls.south, 24.9, 26.7, b);
  // Over the dining table, a landscape in a gilt frame; sconces either side of the mirror.
  wallFrame(batch, mat.gilt, walls.south, 21.9, 24.1, b + 1.35, b + 2.45, { width: 0.07, depth: 0.05 });
  onWall(batch, mat.landscape, walls.south, 21.97, 24.03, b + 1.42, b + 2.38, 0, 0.02);
  for (const x of [24.55, 27.05]) sconce(scene, batch, mat, walls.south, x, b + 1.75);

  curtains(batch, mat.linen, x1 - 0.2, [[z0 + 0.05, z0 + 0.95], [z1 - 0.95, z1 - 0.05]], b, b + H - 0.14, { step: 0.08, sway: 0.05, diameter: 0.11 });
  rodZ(batch, mat.brass, z0 + 0.05, z1 - 0.05, x1 - 0.2, b + H - 0.13, 0.035);

  sofa(batch, mat, PLAN.sofa.back, PLAN.sofa.z0, PLAN.sofa.z1, b);
  wingback(batch, mat, 28.3, 31.0, b);
  wingback(batch, mat, 28.3, 32.95, b);
  batch.box(mat.rug, [25.3, b, 29.8], [29.4, b + 0.012, 34.8]);
  // The round marble table on a brass pedestal, books and a bowl of white hydrangeas on it.
  cylinder(batch, mat.marble, 27.0, PLAN.table.z, b + 0.4, b + 0.44, 1.1);
  cylinder(batch, mat.brass, 27.0, PLAN.table.z, b + 0.03, b + 0.4, 0.16);
  cylinder(batch, mat.brass, 27.0, PLAN.table.z, b, b + 0.03, 0.62);
  batch.box(mat.bookGreen, [26.6, b + 0.44, 31.95], [26.95, b + 0.48, 32.2]);
  batch.box(mat.bookCream, [26.62, b + 0.48, 31.98], [26.92, b + 0.51, 32.18]);
  bouquet(batch, mat, 27.25, b + 0.44, 32.55, 0.9);
  for (const z of [PLAN.sofa.z0 - 0.35, PLAN.sofa.z1 + 0.35]) {
    sideTable(batch, mat.walnut, mat.brass, 24.65, z, b, 0.5, 0.6);
    tableLamp(scene, batch, mat, 24.65, z, b + 0.6);
  }
  chandelier(scene, batch, mat, PLAN.dining.x, PLAN.dining.z, b + H, b + 2.3);
  chandelier(scene, batch, mat, 27.1, PLAN.table.z, b + H, b + 2.45);

  kitchen(batch, mat, walls, b, H);
  dining(batch, mat, b);
  console(batch, mat, walls.north, b);
  tree(batch, { pot: mat.cream, trunk: mat.walnut, leaves: potted(0, 0x4a6a3a).leaves }, 29.2, b, 37.25, 1.9);
}

function materials(m, { x0, x1, z0, z1 }) {
  const parquet = herringbone(101, ['#8a6446', '#946c4b', '#7f5b3f', '#9c7452', '#86613f', '#916a48']);
  const veins = m.noiseTexture(103, 256, [234, 229, 221], 16, { blur: 1.2, streaks: 4 });
  return {
    parquet: standard(0xffffff, 0.4, { map: laid(parquet, x1 - x0, z1 - z0, 3.2, Math.PI / 4) }),
    wall: standard(0xe6d9c3, 0.92),
    ceiling: standard(0xf3eee6, 0.95),
    moulding: standard(0xf2ebdf, 0.7),
    frame: standard(0xefebe3, 0.5),
    marble: standard(0xffffff, 0.16, { map: veins }),
    brass: standard(0xb8904f, 0.3, { metalness: 1 }),
    gilt: standard(0xc49c57, 0.36, { metalness: 1 }),
    // An antique mirror: it shows the room's light, not a clear sky (the room has no reflection of its own).
    mirror: standard(0x8f9694, 0.3, { metalness: 0.7, envMapIntensity: 0.15 }),
    velvet: standard(0xdcd0bb, 0.96),
    sage: standard(0x6c7a63, 0.96),
    rust: standard(0x9b6a4c, 0.95),
    linen: standard(0xb9a78b, 0.95),
    walnut: m.walnut,
    cream: standard(0xe8e0cf, 0.55),
    soot: standard(0x1c1917, 1),
    ember: new THREE.MeshStandardMaterial({ color: 0xffa552, emissive: 0xff7a2a, emissiveIntensity: 2.2 }),
    glow: new THREE.MeshStandardMaterial({ color: 0xfff3dc, emissive: 0xffd9a0, emissiveIntensity: 3 }),
    lampshade: new THREE.MeshStandardMaterial({ color: 0xf1e6d2, emissive: 0xffd9a8, emissiveIntensity: 0.6, roughness: 0.9, side: THREE.DoubleSide }),
    crystal: new THREE.MeshPhysicalMaterial({ color: 0xffffff, metalness: 0.2, roughness: 0.02, envMapIntensity: 2, clearcoat: 1 }),
    petals: standard(0xf3f0ea, 0.9),
    lemon: standard(0xe0b83a, 0.6),
    bookGreen: standard(0x41594a, 0.8),
    bookCream: standard(0xd9cdb5, 0.8),
    rug: standard(0xffffff, 1, { map: rug(105, [205, 190, 164], [126, 98, 76], 0.07) }),
    landscape: standard(0xffffff, 0.8, { map: artCanvas(107, 'landscape') }),
    prints: standard(0xffffff, 0.8, { map: artCanvas(109, 'botanical') }),
  };
}

function cornice(batch, material, wall, a0, a1, top) {
  onWall(batch, material, wall, a0, a1, top - 0.12, top, 0, 0.13);
  onWall(batch, material, wall, a0, a1, top - 0.2, top - 0.12, 0, 0.07);
  onWall(batch, material, wall, a0, a1, top - 0.25, top - 0.2, 0, 0.03);
}

function ceilingRose(batch, material, x, z, ceiling) {
  cylinder(batch, material, x, z, ceiling - 0.04, ceiling, 0.62);
  sphere(batch, material, [x, ceiling - 0.04, z], [0.2, 0.08, 0.2]);
}

function door(batch, mat, wall, a0, a1, b) {
  onWall(batch, mat.moulding, wall, a0 - 0.1, a1 + 0.1, b, b + 2.42, 0, 0.035);
  onWall(batch, mat.frame, wall, a0, a1, b, b + 2.32, 0.035, 0.05);
  wallFrame(batch, mat.moulding, wall, a0 + 0.12, a1 - 0.12, b + 0.2, b + 1.0, { width: 0.04, depth: 0.015, from: 0.05 });
  wallFrame(batch, mat.moulding, wall, a0 + 0.12, a1 - 0.12, b + 1.15, b + 2.18, { width: 0.04, depth: 0.015, from: 0.05 });
  onWall(batch, mat.brass, wall, a0 + 0.1, a0 + 0.24, b + 1.02, b + 1.05, 0.05, 0.11);
}

function fireplace(scene, batch, mat, wall, a0, a1, b) {
  batch.box(mat.marble, [a0 - 0.2, b, wall.plane - 0.48], [a1 + 0.2, b + 0.04, wall.plane]);
  onWall(batch, mat.marble, wall, a0, a0 + 0.26, b, b + 1.1, 0, 0.22);
  onWall(batch, mat.marble, wall, a1 - 0.26, a1, b, b + 1.1, 0, 0.22);
  onWall(batch, mat.marble, wall, a0, a1, b + 0.9, b + 1.1, 0, 0.22);
  onWall(batch, mat.marble, wall, a0 - 0.1, a1 + 0.1, b + 1.1, b + 1.16, 0, 0.29);
  onWall(batch, mat.soot, wall, a0 + 0.26, a1 - 0.26, b + 0.04, b + 0.9, 0, 0.01);
  // Logs and their embers, and the fire's warm light on the hearth.
  const mid = (a0 + a1) / 2;
  rodX(batch, mat.walnut, mid - 0.4, mid + 0.35, b + 0.12, wall.plane - 0.16, 0.12);
  rodX(batch, mat.walnut, mid - 0.3, mid + 0.4, b + 0.22, wall.plane - 0.12, 0.1);
  rodX(batch, mat.ember, mid - 0.32, mid + 0.28, b + 0.08, wall.plane - 0.2, 0.05);
  lampLight(scene, mid, b + 0.35, wall.plane - 0.4, 1.6, 4, 0xff9a4a);
  // The gilt mirror over the mantel, two brass candlesticks and a vase.
  wallFrame(batch, mat.gilt, wall, a0 + 0.12, a1 - 0.12, b + 1.3, b + 2.6, { width: 0.07, depth: 0.045 });
  onWall(batch, mat.mirror, wall, a0 + 0.19, a1 - 0.19, b + 1.37, b + 2.53, 0.005, 0.015);
  for (const x of [a0 + 0.2, a1 - 0.2]) cylinder(batch, mat.brass, x, wall.plane - 0.14, b + 1.16, b + 1.42, 0.05);
  cylinder(batch, mat.cream, mid + 0.3, wall.plane - 0.14, b + 1.16, b + 1.42, 0.16);
}

function sconce(scene, batch, mat, wall, a, y) {
  onWall(batch, mat.brass, wall, a - 0.05, a + 0.05, y - 0.12, y + 0.12, 0, 0.015);
  onWall(batch, mat.brass, wall, a - 0.012, a + 0.012, y - 0.012, y + 0.012, 0.015, 0.16);
  shade(batch, mat.lampshade, a, y, wall.plane + wall.inward * 0.17, 0.2, 0.16);
  lampLight(scene, a, y + 0.05, wall.plane + wall.inward * 0.3, 0.8, 3);
}

/** The three-seater in ivory velvet, its back to the kitchen: turned legs, rolled arms, loose cushions. */
function sofa(batch, mat, x, z0, z1, b) {
  for (const [dx, z] of [[0.08, z0 + 0.1], [0.87, z0 + 0.1], [0.08, z1 - 0.1], [0.87, z1 - 0.1]]) cylinder(batch, mat.walnut, x + dx, z, b, b + 0.15, 0.05);
  softBox(batch, mat.velvet, [x, b + 0.14, z0], [x + 0.95, b + 0.42, z1], 0.05);
  for (const [a, c] of [[z0, z0 + 0.2], [z1 - 0.2, z1]]) {
    softBox(batch, mat.velvet, [x, b + 0.14, a], [x + 0.95, b + 0.6, c], 0.05);
    rodX(batch, mat.velvet, x + 0.01, x + 0.97, b + 0.61, (a + c) / 2, 0.25);
  }
  softBox(batch, mat.velvet, [x, b + 0.42, z0 + 0.18], [x + 0.2, b + 0.92, z1 - 0.18], 0.08);
  const seats = 3;
  const w = (z1 - z0 - 0.4) / seats;
  for (let i = 0; i < seats; i += 1) {
    const a = z0 + 0.2 + i * w;
    softBox(batch, mat.velvet, [x + 0.18, b + 0.42, a + 0.01], [x + 0.93, b + 0.56, a + w - 0.01], 0.06);
    softBox(batch, mat.velvet, [x + 0.16, b + 0.54, a + 0.03], [x + 0.4, b + 0.9, a + w - 0.03], 0.09);
  }
  softBox(batch, mat.sage, [x + 0.34, b + 0.55, z0 + 0.24], [x + 0.5, b + 0.92, z0 + 0.68], 0.1);
  softBox(batch, mat.rust, [x + 0.36, b + 0.55, z0 + 0.62], [x + 0.5, b + 0.85, z0 + 0.98], 0.1);
  softBox(batch, mat.sage, [x + 0.34, b + 0.55, z1 - 0.68], [x + 0.5, b + 0.92, z1 - 0.24], 0.1);
}

/** A wingback facing west, towards the sofa: a tall back to the window, wings, rolled arms, walnut legs. */
function wingback(batch, mat, x, z, b) {
  const [x0, x1, z0, z1] = [x, x + 0.82, z, z + 0.8];
  for (const [a, c] of [[x0 + 0.06, z0 + 0.06], [x1 - 0.06, z0 + 0.06], [x0 + 0.06, z1 - 0.06], [x1 - 0.06, z1 - 0.06]]) cylinder(batch, mat.walnut, a, c, b, b + 0.16, 0.045);
  softBox(batch, mat.sage, [x0, b + 0.15, z0], [x1, b + 0.46, z1], 0.05);
  softBox(batch, mat.sage, [x0 + 0.05, b + 0.44, z0 + 0.14], [x1 - 0.16, b + 0.56, z1 - 0.14], 0.06);
  softBox(batch, mat.sage, [x1 - 0.2, b + 0.15, z0], [x1, b + 1.15, z1], 0.07);
  for (const [a, c] of [[z0, z0 + 0.14], [z1 - 0.14, z1]]) {
    softBox(batch, mat.sage, [x0 + 0.02, b + 0.15, a], [x1, b + 0.64, c], 0.05);
    softBox(batch, mat.sage, [x1 - 0.5, b + 0.6, a], [x1, b + 1.05, c], 0.06);
  }
}

function bouquet(batch, mat, x, y, z, size) {
  cylinder(batch, mat.crystal, x, z, y, y + 0.22 * size, 0.14 * size);
  for (let i = 0; i < 9; i += 1) {
    const a = i * 2.4;
    sphere(batch, mat.petals, [x + Math.cos(a) * 0.09 * size, y + (0.3 + (i % 3) * 0.05) * size, z + Math.sin(a) * 0.09 * size], 0.13 * size);
  }
}

function tableLamp(scene, batch, mat, x, z, y) {
  cylinder(batch, mat.cream, x, z, y, y + 0.3, 0.17);
  cylinder(batch, mat.brass, x, z, y + 0.3, y + 0.42, 0.025);
  shade(batch, mat.lampshade, x, y + 0.4, z, 0.38, 0.28);
  lampLight(scene, x, y + 0.5, z, 1.4, 4);
}

/** A brass chandelier under its ceiling rose: a rod, a body, eight arms with candle bulbs, a ring of crystal drops. */
function chandelier(scene, batch, mat, x, z, ceiling, y) {
  cylinder(batch, mat.brass, x, z, y + 0.2, ceiling - 0.09, 0.025);
  sphere(batch, mat.brass, [x, y + 0.08, z], 0.16);
  for (let i = 0; i < 8; i += 1) {
    const a = (i / 8) * Math.PI * 2;
    const [cx, cz] = [x + Math.cos(a) * 0.42, z + Math.sin(a) * 0.42];
    batch.add(BOX, mat.brass, [x + Math.cos(a) * 0.21, y + 0.06, z + Math.sin(a) * 0.21], [0.42, 0.02, 0.02], -a);
    cylinder(batch, mat.brass, cx, cz, y + 0.04, y + 0.08, 0.07);
    cylinder(batch, mat.cream, cx, cz, y + 0.08, y + 0.2, 0.025);
    sphere(batch, mat.glow, [cx, y + 0.24, cz], [0.045, 0.08, 0.045]);
    sphere(batch, mat.crystal, [x + Math.cos(a + 0.39) * 0.3, y - 0.06, z + Math.sin(a + 0.39) * 0.3], [0.04, 0.09, 0.04]);
  }
  lampLight(scene, x, y - 0.1, z, 4, 8);
}

function kitchen(batch, mat, walls, b, H) {
  const { x0, x1, z0, z1 } = PLAN.kitchen;
  const fronts = { axis: 'z', plane: x1, inward: 1 };
  batch.box(mat.soot, [x0, b, z0], [x1 - 0.06, b + 0.1, z1]);
  batch.box(mat.cream, [x0, b + 0.1, z0], [x1, b + 0.88, z1]);
  for (let z = z0; z < z1 - 0.1; z += 0.65) {
    wallFrame(batch, mat.moulding, fronts, z + 0.05, Math.min(z + 0.6, z1 - 0.05), b + 0.15, b + 0.82, { width: 0.05, depth: 0.015 });
    sphere(batch, mat.brass, [x1 + 0.025, b + 0.74, Math.min(z + 0.5, z1 - 0.15)], 0.035);
  }
  batch.box(mat.marble, [x0, b + 0.88, z0], [x1 + 0.04, b + 0.92, z1]);
  onWall(batch, mat.marble, walls.west, z0, z1, b + 0.92, b + 1.5, 0, 0.015);
  // Wall cupboards either side of the hood, glazed; the hood's chimney to the cornice.
  const uppers = { axis: 'z', plane: x0 + 0.36, inward: 1 };
  for (const [a, c] of [[z0, 30.75], [31.85, z1]]) {
    batch.box(mat.cream, [x0, b + 1.5, a], [x0 + 0.36, b + 2.7, c]);
    for (let z = a; z < c - 0.1; z += (c - a) / 2) {
      wallFrame(batch, mat.moulding, uppers, z + 0.04, z + (c - a) / 2 - 0.04, b + 1.55, b + 2.65, { width: 0.05, depth: 0.015 });
      onWall(batch, mat.mirror, uppers, z + 0.1, z + (c - a) / 2 - 0.1, b + 1.61, b + 2.59, 0, 0.004);
    }
  }
  batch.box(mat.cream, [x0, b + 1.72, 30.7], [x0 + 0.55, b + 2.1, 31.9]);
  batch.box(mat.brass, [x0, b + 1.72, 30.68], [x0 + 0.56, b + 1.76, 31.92]);
  batch.box(mat.cream, [x0, b + 2.1, 30.95], [x0 + 0.32, b + H - 0.25, 31.65]);
  batch.box(mat.soot, [x0 + 0.1, b + 0.92, 30.9], [x1 - 0.05, b + 0.935, 31.7]);
  // The island: panelled both sides, a marble top, a bowl of lemons.
  const { x0: ix0, x1: ix1, z0: iz0, z1: iz1 } = PLAN.island;
  batch.box(mat.soot, [ix0 + 0.05, b, iz0 + 0.05], [ix1 - 0.05, b + 0.1, iz1 - 0.05]);
  batch.box(mat.cream, [ix0, b + 0.1, iz0], [ix1, b + 0.88, iz1]);
  for (const face of [{ axis: 'z', plane: ix1, inward: 1 }, { axis: 'z', plane: ix0, inward: -1 }]) {
    for (let z = iz0; z < iz1 - 0.1; z += 0.6) wallFrame(batch, mat.moulding, face, z + 0.05, z + 0.55, b + 0.15, b + 0.82, { width: 0.05, depth: 0.015 });
  }
  batch.box(mat.marble, [ix0 - 0.05, b + 0.88, iz0 - 0.05], [ix1 + 0.05, b + 0.93, iz1 + 0.05]);
  cylinder(batch, mat.cream, 22.6, 31.4, b + 0.93, b + 1.0, 0.3);
  for (let i = 0; i < 5; i += 1) sphere(batch, mat.lemon, [22.6 + Math.cos(i * 1.3) * 0.07, b + 1.02, 31.4 + Math.sin(i * 1.3) * 0.07], [0.08, 0.07, 0.07]);
}

function dining(batch, mat, b) {
  const { x, z } = PLAN.dining;
  cylinder(batch, mat.walnut, x, z, b + 0.72, b + 0.76, [2.0, 1.1]);
  cylinder(batch, mat.walnut, x, z, b + 0.04, b + 0.72, 0.2);
  cylinder(batch, mat.walnut, x, z, b, b + 0.05, [0.9, 0.55]);
  for (const dx of [-0.65, 0, 0.65]) {
    chair(batch, { seat: mat.velvet, frame: mat.walnut }, x + dx, z - 0.78, b, 'north', { back: 1.02 });
    chair(batch, { seat: mat.velvet, frame: mat.walnut }, x + dx, z + 0.78, b, 'south', { back: 1.02 });
  }
  bouquet(batch, mat, x, b + 0.76, z, 1);
}

/** On the north wall: a walnut console on brass legs, two botanical prints over it in gilt frames. */
function console(batch, mat, wall, b) {
  onWall(batch, mat.walnut, wall, 24.8, 26.8, b + 0.78, b + 0.82, 0, 0.42);
  for (const x of [24.88, 26.72]) onWall(batch, mat.brass, wall, x - 0.02, x + 0.02, b, b + 0.78, 0.04, 0.38);
  onWall(batch, mat.brass, wall, 24.86, 26.74, b + 0.12, b + 0.14, 0.05, 0.37);
  for (const [a, c] of [[24.95, 25.75], [25.85, 26.65]]) {
    wallFrame(batch, mat.gilt, wall, a, c, b + 1.3, b + 2.3, { width: 0.04, depth: 0.03 });
    onWall(batch, mat.prints, wall, a + 0.04, c - 0.04, b + 1.34, b + 2.26, 0, 0.01);
  }
  cylinder(batch, mat.cream, 25.2, 28.22, b + 0.82, b + 1.2, 0.2);
  batch.add(LEAF, mat.sage, [25.2, b + 1.32, 28.22], [0.16, 0.14, 0.16]);
}
