import * as THREE from 'three';
import { createRandom } from '/cms/seed/random.js';
import { roomShell } from './room-shell.js';
import { bricks, BRICK_TILE, laid, rug } from './interior-textures.js';
import { BOX } from './batch.js';
import { conePendant, cylinder, onWall, potted, rodX, softBox, standard, tree, wallsOf } from './furniture.js';
import { PLAN } from './flat-plan.js';
import { artCanvas, chair, cushions } from './flat-parts.js';

/**
 * «Современный», a loft: old brick on the long walls, a raw concrete ceiling with its beams and a black duct,
 * microcement underfoot, black steel windows with small panes, a handleless graphite kitchen with a bronze
 * splashback and a waterfall island, walnut slats over black felt (the living room's acoustics), a cognac leather
 * sofa, factory pendants, a steel bookcase and a large abstract canvas.
 */
export function loft(scene, batch, m, r) {
  const { x0, x1, z0, z1, base: b, height: H } = r;
  const mat = materials(m, r);
  const walls = wallsOf(r);
  roomShell(batch, { ...r, floor: mat.floor, walls: { north: mat.brickNorth, south: mat.brickSouth, default: mat.plaster }, ceiling: mat.ceiling, glazing: { side: 'east', pane: 1.9, frame: mat.steel, transom: 2.25, muntins: [0.95], split: 2, mullion: 0.07, bar: 0.045 } });

  // The slab's beams, a black duct along the brick and a track of spots.
  for (const z of [30.6, 33.4, 36.2]) batch.box(mat.ceiling, [x0, b + H - 0.4, z - 0.16], [x1, b + H, z + 0.16]);
  rodX(batch, mat.steel, x0, x1, b + H - 0.62, z0 + 0.34, 0.32);
  for (const x of [22, 25, 28]) cylinder(batch, mat.steel, x, z0 + 0.34, b + H - 0.46, b + H - 0.4, 0.05);
  batch.box(mat.steel, [24.4, b + H - 0.45, 32.0], [29.2, b + H - 0.4, 32.06]);
  for (const x of [25, 26.3, 27.6, 28.8]) {
    cylinder(batch, mat.steel, x, 32.03, b + H - 0.62, b + H - 0.45, 0.07);
    cylinder(batch, mat.glow, x, 32.03, b + H - 0.63, b + H - 0.62, 0.05);
  }

  kitchen(scene, batch, mat, walls, b, H);
  dining(scene, batch, mat, b);
  bookcase(batch, mat, 20.7, 22.2, z1, b);

  // The acoustic wall: walnut slats over black felt on the north brick, where the sofa's sound returns.
  onWall(batch, mat.felt, walls.north, 23.3, 27.7, b + 0.12, b + H - 0.75, 0, 0.02);
  for (let x = 23.34; x < 27.66; x += 0.085) onWall(batch, mat.slat, walls.north, x, x + 0.045, b + 0.12, b + H - 0.75, 0.02, 0.06);
  // Across the room: a low graphite console on bronze feet, the canvas over it, the door.
  onWall(batch, mat.graphite, walls.south, 24.5, 27.2, b + 0.12, b + 0.52, 0, 0.42);
  for (const x of [24.6, 27.1]) onWall(batch, m.bronze, walls.south, x - 0.03, x + 0.03, b, b + 0.12, 0.05, 0.37);
  onWall(batch, mat.canvas, walls.south, 24.85, 26.85, b + 1.0, b + 2.5, 0, 0.045);
  onWall(batch, mat.graphite, walls.south, 27.6, 28.6, b, b + 2.4, 0, 0.04);
  onWall(batch, m.bronze, walls.south, 27.72, 27.75, b + 0.7, b + 1.5, 0.04, 0.08);

  sofa(batch, mat, PLAN.sofa.back, PLAN.sofa.z0, PLAN.sofa.z1, b);
  lounge(batch, mat, 28.3, 34.2, b);
  batch.box(mat.rug, [25.3, b, 29.7], [29.1, b + 0.012, 34.9]);
  // The coffee table: a thick walnut slab on a black steel frame with a shelf under it.
  batch.box(mat.walnut, [26.4, b + 0.33, 31.4], [27.9, b + 0.4, 33.2]);
  for (const [x, z] of [[26.45, 31.45], [27.85, 31.45], [26.45, 33.15], [27.85, 33.15]]) batch.box(mat.steel, [x - 0.02, b, z - 0.02], [x + 0.02, b + 0.33, z + 0.02]);
  batch.box(mat.steel, [26.45, b + 0.08, 31.45], [27.85, b + 0.1, 33.15]);
  batch.box(mat.bookOrange, [26.6, b + 0.4, 31.7], [26.95, b + 0.44, 32.0]);
  cylinder(batch, mat.ceramic, 27.5, 32.7, b + 0.4, b + 0.62, 0.14);
  cylinder(batch, mat.pouf, 28.7, 29.9, b, b + 0.4, 0.55);

  tree(batch, { pot: mat.ceiling, trunk: mat.walnut, leaves: potted(0, 0x3f5f33).leaves }, 29.25, b, 37.2, 2.1, { seed: 3, leaf: 0.2, count: 60 });
  tree(batch, { pot: mat.graphite, trunk: mat.walnut, leaves: potted(0, 0x48683a).leaves }, 29.3, b, 28.7, 1.3, { seed: 7, leaf: 0.16, count: 40, spread: 0.35 });
}

function materials(m, { x0, x1, z0, z1, height }) {
  const brick = bricks(201);
  const floorMap = m.noiseTexture(205, 256, [128, 124, 118], 22, { blur: 3 });
  const slab = m.noiseTexture(207, 256, [132, 130, 126], 26, { blur: 1.2 });
  return {
    floor: standard(0xffffff, 0.32, { map: laid(floorMap, x1 - x0, z1 - z0, 2.5) }),
    brickNorth: standard(0xffffff, 0.95, { map: laid(brick, x1 - x0, height, BRICK_TILE) }),
    brickSouth: standard(0xffffff, 0.95, { map: laid(brick, x1 - x0, height, BRICK_TILE) }),
    plaster: standard(0x55575a, 0.85),
    ceiling: standard(0xffffff, 0.95, { map: laid(slab, x1 - x0, z1 - z0, 3) }),
    steel: standard(0x1d1e20, 0.42, { metalness: 0.7 }),
    graphite: standard(0x2e3033, 0.6),
    gap: standard(0x121314, 1),
    stone: standard(0xffffff, 0.3, { map: m.noiseTexture(209, 256, [62, 60, 58], 14, { blur: 1, streaks: 3 }) }),
    splash: standard(0x8a6743, 0.5, { metalness: 0.85 }),
    leather: standard(0x8b4d27, 0.46),
    leatherBlack: standard(0x252322, 0.5),
    wool: standard(0x8f8b86, 1),
    felt: standard(0x1c1c1d, 1),
    pouf: standard(0x6d6a66, 1),
    ceramic: standard(0xe8e2d6, 0.6),
    bookOrange: standard(0xc46a3c, 0.8),
    enamel: standard(0x22272a, 0.4, { metalness: 0.3, side: THREE.DoubleSide }),
    cord: standard(0x111111, 0.8),
    glow: new THREE.MeshStandardMaterial({ color: 0xfff3dc, emissive: 0xffd9a0, emissiveIntensity: 3 }),
    strip: new THREE.MeshStandardMaterial({ color: 0xfff3dc, emissive: 0xffe2b8, emissiveIntensity: 1.5 }),
    rug: standard(0xffffff, 1, { map: rug(203, [86, 82, 78], [150, 92, 60], 0.05) }),
    canvas: standard(0xffffff, 0.85, { map: artCanvas(211, 'abstract') }),
    books: standard(0xffffff, 0.8),
    walnut: m.walnut,
    slat: standard(0x5a3e2b, 0.55),
  };
}

/** Handleless graphite: tall cupboards (the fridge and the pantry), base units with shadow gaps, a bronze splashback. */
function kitchen(scene, batch, mat, walls, b, H) {
  const { x0, x1, z0, z1 } = PLAN.kitchen;
  batch.box(mat.graphite, [x0, b, z0], [x1, b + H - 0.4, 29.4]);
  for (const z of [28.8, 29.4]) batch.box(mat.gap, [x1, b + 0.1, z - 0.006], [x1 + 0.002, b + H - 0.4, z]);
  batch.box(mat.gap, [x0, b, 29.4], [x1 - 0.06, b + 0.1, z1]);
  batch.box(mat.graphite, [x0, b + 0.1, 29.4], [x1, b + 0.88, z1]);
  for (let z = 29.4 + 0.8; z < z1; z += 0.8) batch.box(mat.gap, [x1, b + 0.1, z - 0.004], [x1 + 0.002, b + 0.88, z]);
  batch.box(mat.gap, [x1, b + 0.6, 29.4], [x1 + 0.002, b + 0.606, z1]);
  batch.box(mat.stone, [x0, b + 0.88, 29.4], [x1 + 0.03, b + 0.92, z1]);
  onWall(batch, mat.splash, walls.west, 29.4, z1, b + 0.92, b + 1.5, 0, 0.01);
  // Two steel shelves with jars and bowls; a light strip under the lower one.
  const random = createRandom(213);
  for (const y of [1.55, 1.95]) {
    batch.box(mat.steel, [x0, b + y, 29.6], [x0 + 0.3, b + y + 0.025, z1 - 0.2]);
    for (let z = 29.8; z < z1 - 0.4; z += random.float(0.25, 0.5)) cylinder(batch, random.next() < 0.5 ? mat.ceramic : mat.graphite, x0 + 0.15, z, b + y + 0.025, b + y + random.float(0.12, 0.26), random.float(0.1, 0.18));
  }
  batch.box(mat.strip, [x0 + 0.2, b + 1.53, 29.6], [x0 + 0.28, b + 1.545, z1 - 0.2]);
  // The waterfall island: the stone top turning down at both ends; three leather stools at its east side.
  const { x0: ix0, x1: ix1, z0: iz0, z1: iz1 } = PLAN.island;
  batch.box(mat.graphite, [ix0, b, iz0 + 0.06], [ix1, b + 0.88, iz1 - 0.06]);
  batch.box(mat.stone, [ix0 - 0.04, b + 0.88, iz0], [ix1 + 0.04, b + 0.94, iz1]);
  for (const [a, c] of [[iz0, iz0 + 0.06], [iz1 - 0.06, iz1]]) batch.box(mat.stone, [ix0 - 0.04, b, a], [ix1 + 0.04, b + 0.88, c]);
  for (const z of [30.35, 31.0, 31.65]) {
    cylinder(batch, mat.leather, ix1 + 0.4, z, b + 0.72, b + 0.79, 0.36);
    for (const [dx, dz] of [[-0.12, -0.12], [0.12, -0.12], [-0.12, 0.12], [0.12, 0.12]]) cylinder(batch, mat.steel, ix1 + 0.4 + dx, z + dz, b, b + 0.72, 0.02);
    batch.box(mat.steel, [ix1 + 0.27, b + 0.28, z - 0.13], [ix1 + 0.53, b + 0.3, z + 0.13]);
  }
  for (const z of [30.4, 31.6]) conePendant(scene, batch, mat, 22.6, z, b + H - 0.4, b + 1.85, 0.3, 2.5);
}

function dining(scene, batch, mat, b) {
  const { x, z } = PLAN.dining;
  batch.box(mat.walnut, [x - 1.1, b + 0.71, z - 0.48], [x + 1.1, b + 0.78, z + 0.48]);
  for (const dx of [-0.85, 0.85]) {
    for (const dz of [-0.38, 0.38]) batch.box(mat.steel, [x + dx - 0.03, b, z + dz - 0.03], [x + dx + 0.03, b + 0.71, z + dz + 0.03]);
    batch.box(mat.steel, [x + dx - 0.03, b + 0.65, z - 0.41], [x + dx + 0.03, b + 0.71, z + 0.41]);
  }
  for (const dx of [-0.7, 0, 0.7]) {
    chair(batch, { seat: mat.leatherBlack, frame: mat.steel }, x + dx, z - 0.8, b, 'north', { back: 0.82, shell: mat.steel, legs: 0.025 });
    chair(batch, { seat: mat.leatherBlack, frame: mat.steel }, x + dx, z + 0.8, b, 'south', { back: 0.82, shell: mat.steel, legs: 0.025 });
  }
  for (const dx of [-0.7, 0, 0.7]) conePendant(scene, batch, mat, x + dx, z, b + 3.3 - 0.4, b + 1.7, 0.4, 3);
}

/** A black steel bookcase against the south brick: walnut shelves, books in a run of colours, a few objects. */
function bookcase(batch, mat, a0, a1, wallZ, b) {
  const random = createRandom(215);
  const colours = [0x8b3a2e, 0x2f4858, 0xd9cdb5, 0x1f1f1f, 0xa07b4f, 0x5b6b4e, 0xe6e0d4, 0x7a2f3a];
  for (const x of [a0, (a0 + a1) / 2, a1]) batch.box(mat.steel, [x - 0.02, b, wallZ - 0.36], [x + 0.02, b + 2.4, wallZ - 0.32]);
  for (const x of [a0, (a0 + a1) / 2, a1]) batch.box(mat.steel, [x - 0.02, b, wallZ - 0.04], [x + 0.02, b + 2.4, wallZ]);
  for (let y = 0.05; y < 2.4; y += 0.46) {
    batch.box(mat.walnut, [a0, b + y, wallZ - 0.36], [a1, b + y + 0.03, wallZ]);
    let x = a0 + 0.05;
    while (x < a1 - 0.2) {
      if (random.next() < 0.15) {
        x += 0.25;
        continue;
      }
      const w = random.float(0.025, 0.05);
      const h = random.float(0.22, 0.34);
      batch.add(BOX, mat.books, [x + w / 2, b + y + 0.03 + h / 2, wallZ - 0.18], [w, h, random.float(0.16, 0.24)], 0, random.pick(colours));
      x += w + 0.003;
    }
  }
}

/** The cognac leather sofa: low, square arms, on black steel sleds; a grey wool throw over one arm. */
function sofa(batch, mat, x, z0, z1, b) {
  for (const z of [z0 + 0.06, z1 - 0.06]) {
    batch.box(mat.steel, [x + 0.04, b, z - 0.02], [x + 0.94, b + 0.02, z + 0.02]);
    batch.box(mat.steel, [x + 0.04, b, z - 0.02], [x + 0.07, b + 0.14, z + 0.02]);
    batch.box(mat.steel, [x + 0.91, b, z - 0.02], [x + 0.94, b + 0.14, z + 0.02]);
  }
  softBox(batch, mat.leather, [x, b + 0.12, z0], [x + 0.98, b + 0.34, z1], 0.04);
  for (const [a, c] of [[z0, z0 + 0.2], [z1 - 0.2, z1]]) softBox(batch, mat.leather, [x, b + 0.12, a], [x + 0.98, b + 0.6, c], 0.05);
  softBox(batch, mat.leather, [x, b + 0.3, z0 + 0.18], [x + 0.22, b + 0.76, z1 - 0.18], 0.06);
  cushions(batch, mat.leather, x, z0 + 0.2, z1 - 0.2, b, { seats: 3, seat: 0.46, depth: 0.96, back: 0.82 });
  softBox(batch, mat.wool, [x + 0.25, b + 0.58, z1 - 0.22], [x + 0.85, b + 0.63, z1 + 0.02], 0.02);
  softBox(batch, mat.wool, [x + 0.25, b + 0.3, z1 - 0.01], [x + 0.85, b + 0.63, z1 + 0.03], 0.02);
}

/** A lounge chair in black leather on a steel frame, facing west. */
function lounge(batch, mat, x, z, b) {
  const [x0, x1, z0, z1] = [x, x + 0.85, z, z + 0.85];
  for (const zz of [z0 + 0.03, z1 - 0.03]) {
    batch.box(mat.steel, [x0, b + 0.2, zz - 0.015], [x1, b + 0.23, zz + 0.015]);
    batch.box(mat.steel, [x0 + 0.05, b, zz - 0.015], [x0 + 0.08, b + 0.23, zz + 0.015]);
    batch.box(mat.steel, [x1 - 0.08, b, zz - 0.015], [x1 - 0.05, b + 0.75, zz + 0.015]);
  }
  softBox(batch, mat.leatherBlack, [x0 + 0.02, b + 0.23, z0 + 0.05], [x1 - 0.1, b + 0.38, z1 - 0.05], 0.06);
  softBox(batch, mat.leatherBlack, [x1 - 0.26, b + 0.3, z0 + 0.05], [x1 - 0.06, b + 0.8, z1 - 0.05], 0.07);
}
