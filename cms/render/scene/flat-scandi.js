import * as THREE from 'three';
import { createRandom } from '/cms/seed/random.js';
import { roomShell } from './room-shell.js';
import { boards, laid } from './interior-textures.js';
import { curtains, cylinder, lampLight, onWall, plant, shade, softBox, sphere, standard, tree, wallFrame, wallsOf } from './furniture.js';
import { PLAN } from './flat-plan.js';
import { artCanvas, chair, cushions } from './flat-parts.js';

/**
 * «Скандинавский»: wide light-oak boards, matt white walls and fronts, oak slats behind the round dining table,
 * a bouclé sofa on oak legs, a round wool rug, a sheepskin on an oak lounge chair, paper lanterns, sheer
 * curtains, linen and wool in natural tones, plants. The show flat ('show') is the same room in the developer's
 * White Box finish furnished: mid-oak boards, warm greige, taupe and terracotta.
 */
const PALETTES = {
  scandi: { boards: ['#dcc6a4', '#d6bf9b', '#e2cdae', '#d2b993'], wall: 0xf6f0e6, sofa: 0xe6e1d6, accents: [0xc99a3e, 0x9aa58c], wood: [204, 170, 128], fronts: 0xf1efea, rug: 0xe9e4d9, top: 0xf4f2ee },
  show: { boards: ['#8f6a49', '#98724f', '#86633f', '#a07a55'], wall: 0xe3dacb, sofa: 0xb5a690, accents: [0xa8603f, 0x6f7a5c], wood: [120, 88, 60], fronts: 0xcfc4b3, rug: 0xc9bca6, top: 0xe3d7c3 },
};

export function scandi(scene, batch, m, r, palette = 'scandi') {
  const { x0, x1, z0, z1, base: b, height: H } = r;
  const p = PALETTES[palette];
  const mat = materials(m, r, p);
  const walls = wallsOf(r);
  roomShell(batch, { ...r, floor: mat.floor, walls: mat.wall, ceiling: mat.ceiling, glazing: { side: 'east', pane: 2.4, frame: mat.frame, mullion: 0.07 } });
  for (const [wall, a0, a1] of [[walls.north, x0, x1], [walls.south, x0, x1], [walls.west, z0, z1]]) onWall(batch, mat.wall, wall, a0, a1, b, b + 0.08, 0, 0.012);

  // Oak slats behind the dining table; floating shelves; a flush door with a black handle.
  for (let x = 20.72; x < 24.6; x += 0.065) onWall(batch, mat.slat, walls.south, x, x + 0.035, b, b + H, 0, 0.035);
  shelves(batch, mat, walls.south, 25.2, 27.2, b, [1.3, 1.75]);
  onWall(batch, mat.fronts, walls.south, 27.6, 28.6, b, b + 2.4, 0, 0.03);
  onWall(batch, mat.black, walls.south, 27.72, 27.9, b + 1.02, b + 1.04, 0.03, 0.08);
  // The north wall: a low oak sideboard, two line drawings in thin black frames over it.
  onWall(batch, mat.oak, walls.north, 24.0, 26.8, b + 0.16, b + 0.72, 0, 0.45);
  for (const x of [24.1, 26.7]) onWall(batch, mat.black, walls.north, x - 0.015, x + 0.015, b, b + 0.16, 0.05, 0.4);
  for (let x = 24.0 + 0.7; x < 26.8; x += 0.7) onWall(batch, mat.groove, walls.north, x - 0.004, x + 0.004, b + 0.18, b + 0.7, 0.45, 0.452);
  for (const [a, c] of [[24.25, 25.25], [25.55, 26.55]]) {
    wallFrame(batch, mat.black, walls.north, a, c, b + 1.15, b + 2.35, { width: 0.025, depth: 0.025 });
    onWall(batch, mat.print, walls.north, a + 0.025, c - 0.025, b + 1.175, b + 2.325, 0, 0.01);
  }
  cylinder(batch, mat.ceramic, 24.4, 28.22, b + 0.72, b + 1.05, 0.18);
  plant(batch, { pot: mat.ceramic, leaves: mat.leaves }, 26.4, b + 0.72, 28.22, 0.5);

  kitchen(scene, batch, mat, walls, b, H);
  dining(scene, batch, mat, b, H);

  sofa(batch, mat, PLAN.sofa.back, PLAN.sofa.z0, PLAN.sofa.z1, b);
  cylinder(batch, mat.rug, 26.9, PLAN.table.z, b, b + 0.014, 3.2);
  cylinder(batch, mat.oak, 27.0, PLAN.table.z, b + 0.34, b + 0.38, 0.9);
  for (let i = 0; i < 3; i += 1) cylinder(batch, mat.oak, 27.0 + Math.cos(i * 2.09) * 0.3, PLAN.table.z + Math.sin(i * 2.09) * 0.3, b, b + 0.34, 0.04);
  cylinder(batch, mat.top, 27.7, 33.25, b + 0.3, b + 0.33, 0.5);
  cylinder(batch, mat.black, 27.7, 33.25, b, b + 0.3, 0.03);
  cylinder(batch, mat.ceramic, 26.8, 32.1, b + 0.38, b + 0.5, 0.22);
  softBox(batch, mat.accent2, [27.15, b + 0.38, 32.45], [27.45, b + 0.42, 32.7], 0.01);
  lounge(batch, mat, 28.3, 34.2, b);
  cylinder(batch, mat.knit, 28.7, 29.9, b, b + 0.38, 0.55);
  floorLamp(scene, batch, mat, 24.55, 34.55, b);
  curtains(batch, mat.sheer, x1 - 0.18, [[z0 + 0.05, z0 + 0.8], [z1 - 0.8, z1 - 0.05]], b, b + H - 0.02, { step: 0.07, sway: 0.04, diameter: 0.09 });
  tree(batch, { pot: mat.basket, trunk: mat.bark, leaves: mat.olive }, 29.25, b, 37.15, 2.0, { seed: 5, leaf: 0.08, count: 220, spread: 0.5 });
  tree(batch, { pot: mat.ceramic, trunk: mat.bark, leaves: mat.leaves }, 29.3, b, 28.7, 1.4, { seed: 9, leaf: 0.22, count: 26, spread: 0.4 });
}

function materials(m, { x0, x1, z0, z1 }, p) {
  const grain = m.noiseTexture(303, 128, p.wood, 12, { blur: 0.6, streaks: 6 });
  return {
    floor: standard(0xffffff, 0.5, { map: laid(boards(301, p.boards), x1 - x0, z1 - z0, 1.8) }),
    wall: standard(p.wall, 0.95),
    ceiling: standard(0xf6f4f0, 0.95),
    frame: standard(0xf4f2ee, 0.5),
    oak: standard(0xffffff, 0.55, { map: grain }),
    // Slats are too thin to carry the grain's texture (it would stretch into waves): plain oak.
    slat: standard(p.wood[0] * 65536 + p.wood[1] * 256 + p.wood[2], 0.6),
    fronts: standard(p.fronts, 0.6),
    top: standard(p.top, 0.35),
    groove: standard(0x6d6359, 1),
    black: standard(0x262626, 0.5, { metalness: 0.3 }),
    sofa: standard(p.sofa, 1),
    accent1: standard(p.accents[0], 0.95),
    accent2: standard(p.accents[1], 0.95),
    knit: standard(0xd9cfbf, 1),
    sheepskin: standard(0xf3eee4, 1),
    rug: standard(p.rug, 1),
    linen: standard(0xe9e1d2, 0.95, { side: THREE.DoubleSide }),
    cord: standard(0xd6c29a, 0.95),
    ceramic: standard(0xefebe4, 0.55),
    sand: standard(0xcdbba0, 0.7),
    basket: standard(0xb59a72, 1),
    leaves: standard(0x4f6e40, 0.8),
    olive: standard(0x7d8a66, 0.85),
    bark: standard(0x6b5a48, 0.9),
    sheer: new THREE.MeshStandardMaterial({ color: 0xf8f6f1, roughness: 1, transparent: true, opacity: 0.55, side: THREE.DoubleSide, depthWrite: false }),
    paper: new THREE.MeshStandardMaterial({ color: 0xfaf6ee, emissive: 0xffe6c4, emissiveIntensity: 0.9, roughness: 1 }),
    lampshade: new THREE.MeshStandardMaterial({ color: 0xf1e9da, emissive: 0xffe0b8, emissiveIntensity: 0.5, roughness: 1, side: THREE.DoubleSide }),
    print: standard(0xffffff, 0.8, { map: artCanvas(305, 'line') }),
  };
}

function shelves(batch, mat, wall, a0, a1, b, heights) {
  const random = createRandom(307);
  for (const h of heights) {
    onWall(batch, mat.oak, wall, a0, a1, b + h, b + h + 0.035, 0, 0.26);
    for (let a = a0 + 0.12; a < a1 - 0.15; a += random.float(0.22, 0.42)) {
      const d = random.float(0.08, 0.16);
      cylinder(batch, random.next() < 0.6 ? mat.ceramic : mat.sand, a, wall.plane + wall.inward * 0.13, b + h + 0.035, b + h + 0.035 + random.float(0.08, 0.24), d);
    }
  }
}

/** Matt white, handleless (a finger groove under the worktop), an oak worktop and open shelf, an oak-slatted island. */
function kitchen(scene, batch, mat, walls, b, H) {
  const { x0, x1, z0, z1 } = PLAN.kitchen;
  batch.box(mat.fronts, [x0, b, z0], [x1, b + H - 0.3, 29.2]);
  batch.box(mat.groove, [x1, b + 0.08, 28.7 - 0.003], [x1 + 0.002, b + H - 0.3, 28.7 + 0.003]);
  batch.box(mat.groove, [x0, b, 29.2], [x1 - 0.05, b + 0.08, z1]);
  batch.box(mat.fronts, [x0, b + 0.08, 29.2], [x1, b + 0.84, z1]);
  batch.box(mat.groove, [x1 - 0.02, b + 0.84, 29.2], [x1, b + 0.86, z1]);
  for (let z = 29.2 + 0.6; z < z1; z += 0.6) batch.box(mat.groove, [x1, b + 0.08, z - 0.003], [x1 + 0.002, b + 0.84, z]);
  batch.box(mat.oak, [x0, b + 0.86, 29.2], [x1 + 0.03, b + 0.9, z1]);
  onWall(batch, mat.oak, walls.west, 29.4, z1 - 0.2, b + 1.55, b + 1.585, 0, 0.28);
  const random = createRandom(309);
  for (let z = 29.6; z < z1 - 0.4; z += random.float(0.2, 0.4)) cylinder(batch, random.next() < 0.7 ? mat.ceramic : mat.sand, x0 + 0.14, z, b + 1.585, b + 1.585 + random.float(0.06, 0.2), random.float(0.1, 0.2));
  const { x0: ix0, x1: ix1, z0: iz0, z1: iz1 } = PLAN.island;
  batch.box(mat.fronts, [ix0, b, iz0], [ix1, b + 0.88, iz1]);
  for (let z = iz0 + 0.02; z < iz1 - 0.02; z += 0.06) batch.box(mat.slat, [ix1, b + 0.02, z], [ix1 + 0.03, b + 0.88, z + 0.035]);
  batch.box(mat.top, [ix0 - 0.03, b + 0.88, iz0 - 0.03], [ix1 + 0.06, b + 0.92, iz1 + 0.03]);
  for (const z of [30.5, 31.5]) {
    cylinder(batch, mat.oak, ix1 + 0.38, z, b + 0.64, b + 0.68, 0.36);
    for (const [dx, dz] of [[-0.11, -0.11], [0.11, -0.11], [-0.11, 0.11], [0.11, 0.11]]) cylinder(batch, mat.oak, ix1 + 0.38 + dx, z + dz, b, b + 0.64, 0.03);
  }
  cylinder(batch, mat.sand, 22.6, 31.3, b + 0.92, b + 1.0, 0.32);
  for (const z of [30.4, 31.6]) lantern(scene, batch, mat, 22.6, z, b + H, b + 1.95, 0.32, 1.5);
}

function dining(scene, batch, mat, b, H) {
  const { x, z } = PLAN.dining;
  cylinder(batch, mat.oak, x, z, b + 0.72, b + 0.75, 1.25);
  cylinder(batch, mat.oak, x, z, b + 0.04, b + 0.72, 0.16);
  for (let i = 0; i < 4; i += 1) batch.box(mat.oak, [x - 0.35, b, z - 0.03], [x + 0.35, b + 0.04, z + 0.03], (i * Math.PI) / 4);
  for (const [dx, dz, back] of [[0, -0.8, 'north'], [0, 0.8, 'south'], [-0.8, 0, 'west'], [0.8, 0, 'east']]) chair(batch, { seat: mat.cord, frame: mat.oak }, x + dx, z + dz, b, back, { back: 0.74, shell: mat.oak, legs: 0.035 });
  sphere(batch, mat.sand, [x + 0.15, b + 0.82, z - 0.1], [0.16, 0.14, 0.16]);
  cylinder(batch, mat.ceramic, x - 0.2, z + 0.15, b + 0.75, b + 1.0, 0.1);
  lantern(scene, batch, mat, x, z, b + H, b + 1.85, 0.62, 3);
}

/** A paper lantern on its cord, glowing. */
function lantern(scene, batch, mat, x, z, ceiling, y, diameter, power) {
  cylinder(batch, mat.black, x, z, y + diameter / 2, ceiling, 0.01);
  sphere(batch, mat.paper, [x, y, z], diameter);
  lampLight(scene, x, y - diameter * 0.6, z, power, 6);
}

/** The bouclé sofa on slim oak legs, a low back, cushions in natural tones and a knitted throw. */
function sofa(batch, mat, x, z0, z1, b) {
  for (const [dx, z] of [[0.1, z0 + 0.1], [0.85, z0 + 0.1], [0.1, z1 - 0.1], [0.85, z1 - 0.1]]) cylinder(batch, mat.oak, x + dx, z, b, b + 0.16, 0.04);
  softBox(batch, mat.sofa, [x, b + 0.16, z0], [x + 0.95, b + 0.36, z1], 0.06);
  for (const [a, c] of [[z0, z0 + 0.16], [z1 - 0.16, z1]]) softBox(batch, mat.sofa, [x, b + 0.16, a], [x + 0.95, b + 0.58, c], 0.07);
  softBox(batch, mat.sofa, [x, b + 0.34, z0 + 0.14], [x + 0.18, b + 0.74, z1 - 0.14], 0.07);
  cushions(batch, mat.sofa, x, z0 + 0.16, z1 - 0.16, b, { seats: 2, seat: 0.47, depth: 0.94, back: 0.8 });
  softBox(batch, mat.accent1, [x + 0.3, b + 0.5, z0 + 0.2], [x + 0.45, b + 0.84, z0 + 0.62], 0.1);
  softBox(batch, mat.accent2, [x + 0.3, b + 0.5, z1 - 0.62], [x + 0.45, b + 0.84, z1 - 0.2], 0.1);
  softBox(batch, mat.knit, [x + 0.35, b + 0.56, z1 - 0.16], [x + 0.9, b + 0.61, z1 + 0.02], 0.02);
  softBox(batch, mat.knit, [x + 0.35, b + 0.25, z1], [x + 0.9, b + 0.61, z1 + 0.04], 0.02);
}

/** An oak lounge chair facing west with a sheepskin over its seat and back. */
function lounge(batch, mat, x, z, b) {
  const [x0, x1, z0, z1] = [x, x + 0.8, z, z + 0.75];
  for (const zz of [z0 + 0.03, z1 - 0.03]) {
    batch.box(mat.oak, [x0, b, zz - 0.02], [x0 + 0.05, b + 0.55, zz + 0.02]);
    batch.box(mat.oak, [x1 - 0.06, b, zz - 0.02], [x1 - 0.01, b + 0.8, zz + 0.02]);
    batch.box(mat.oak, [x0, b + 0.5, zz - 0.025], [x1, b + 0.55, zz + 0.025]);
  }
  softBox(batch, mat.sheepskin, [x0 + 0.04, b + 0.3, z0 + 0.06], [x1 - 0.1, b + 0.44, z1 - 0.06], 0.07);
  softBox(batch, mat.sheepskin, [x1 - 0.24, b + 0.34, z0 + 0.06], [x1 - 0.06, b + 0.86, z1 - 0.06], 0.08);
}

function floorLamp(scene, batch, mat, x, z, b) {
  for (let i = 0; i < 3; i += 1) batch.box(mat.oak, [x + Math.cos(i * 2.09) * 0.16 - 0.015, b, z + Math.sin(i * 2.09) * 0.16 - 0.015], [x + Math.cos(i * 2.09) * 0.16 + 0.015, b + 1.2, z + Math.sin(i * 2.09) * 0.16 + 0.015]);
  shade(batch, mat.lampshade, x, b + 1.2, z, 0.45, 0.32);
  lampLight(scene, x, b + 1.3, z, 1.6, 4);
}

