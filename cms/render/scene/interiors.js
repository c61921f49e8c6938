import * as THREE from 'three';
import { Batch } from './batch.js';
import { buildingHeight, roofSlab } from './residence.js';
import { BUILDINGS } from '/cms/seed/complex.js';
import { chair } from './flat-parts.js';
import { roomShell } from './room-shell.js';
import { LEAF, cylinder, lampLight, potted, softBox, tree } from './furniture.js';

const BUILDINGS_BY_NUMBER = Object.fromEntries(BUILDINGS.map((b) => [b.number, b.footprint]));
import { flat } from './flat.js';

/**
 * Rooms inside the world: the flats on high floors of building 2 (cms/render/scene/flat.js; their glazing looks east over the park),
 * the double-height lobby of building 1 (glazed to the park) and the residents' pool under building 2. The
 * building a room is in is left out of the world, so its windows see the real neighbours, park and city.
 */
export function buildInterior(scene, m, interior) {
  const batch = new Batch();
  if (interior.kind === 'flat') flat(scene, batch, m, interior);
  else if (interior.kind === 'lobby') lobby(scene, batch, m, interior);
  else if (interior.kind === 'pool') pool(scene, batch, m);
  else if (interior.kind === 'terrace') terrace(batch, m, interior);
  batch.into(scene);
}

function lobby(scene, batch, m, { height = 6 } = {}) {
  const base = 0;
  const [x0, x1, z0, z1] = [90, 112, 12, 30];
  roomShell(batch, { x0, x1, z0, z1, base, height, floor: m.marble, walls: m.stone, ceiling: m.plaster, glazing: { side: 'south', pane: 2, frame: m.bronze, transom: 3.6 } });
  // The walnut slat wall and the bronze reception.
  for (let z = z0 + 0.3; z < z1 - 0.3; z += 0.32) batch.box(m.walnut, [x0, base, z], [x0 + 0.12, base + height, z + 0.18]);
  batch.box(m.walnut, [96, base, 14.2], [102, base + 1.1, 15.1]);
  // The lifts: two bronze doors in the north wall.
  for (const x of [104.2, 107.4]) batch.box(m.bronze, [x, base, 12], [x + 1.6, base + 2.7, 12.08]);
  batch.box(m.bronze, [95.9, base + 1.1, 14.1], [102.1, base + 1.16, 15.2]);
  batch.box(m.marble, [96.1, base + 0.08, 15.1], [101.9, base + 1.0, 15.14]);
  for (const x of [97, 105]) batch.box(m.stone, [x - 0.4, base, 21.6], [x + 0.4, base + height, 22.4]);
  const velvet = new THREE.MeshStandardMaterial({ color: 0x6f5a4a, roughness: 0.95 });
  const linen = new THREE.MeshStandardMaterial({ color: 0xcfc4b2, roughness: 0.95 });
  softBox(batch, linen, [100, base, 25.4], [104, base + 0.42, 26.4]);
  softBox(batch, linen, [100, base, 26.3], [104, base + 0.8, 26.7]);
  softBox(batch, velvet, [98.6, base, 23.6], [99.5, base + 0.45, 24.6]);
  softBox(batch, velvet, [104.6, base, 23.6], [105.5, base + 0.45, 24.6]);
  softBox(batch, m.marble, [100.8, base + 0.32, 23.4], [103.2, base + 0.38, 24.6], 0.02);
  batch.box(m.bronze, [101.6, base, 23.8], [102.4, base + 0.32, 24.2]);
  // The seating on a wool rug over a dark stone inlay (the tour stands just north of it); trees in stone planters.
  batch.box(m.stoneDark, [97.4, base, 22.6], [106.6, base + 0.006, 27.4]);
  batch.box(new THREE.MeshStandardMaterial({ color: 0x8d7b68, roughness: 1 }), [98.2, base, 23.0], [105.8, base + 0.014, 27.0]);
  const greens = potted(0xb9ad9a, 0x4f6e3e);
  for (const [tx, tz] of [[93, 28.5], [110, 28.5], [92.4, 14.5], [110.6, 16]]) {
    batch.box(m.stoneDark, [tx - 0.6, base, tz - 0.6], [tx + 0.6, base + 0.55, tz + 0.6]);
    tree(batch, { pot: m.stoneDark, trunk: m.bark, leaves: greens.leaves }, tx, base + 0.2, tz, 3.6, { seed: Math.round(tx * 7 + tz), leaf: 0.26, count: 110, spread: 1 });
  }
  // Behind the reception, a wall of backlit onyx between bronze frames.
  const onyx = new THREE.MeshStandardMaterial({ color: 0xf1dcb8, emissive: 0xf0c890, emissiveIntensity: 0.55, roughness: 0.4, map: m.noiseTexture(41, 256, [236, 214, 176], 40, { blur: 2, streaks: 5 }) });
  batch.box(onyx, [95.5, base + 0.3, z0], [102.5, base + 4.2, z0 + 0.06]);
  for (const x of [95.4, 99, 102.6]) batch.box(m.bronze, [x - 0.05, base + 0.25, z0], [x + 0.05, base + 4.25, z0 + 0.09]);
  // The onyx lights what stands before it: the reception, the floor at its foot.
  for (const x of [97.2, 100.8]) lampLight(scene, x, base + 2.2, z0 + 0.5, 6, 8, 0xffd49a);
  const glow = downlightGlow();
  coffers(scene, batch, m, glow, { x0, x1, z0, z1, top: base + height });
  for (let x = 95; x <= 107; x += 3) {
    batch.box(m.bronze, [x - 0.015, base + 3.8, 19.985], [x + 0.015, base + height, 20.015]);
    batch.add(LEAF, glow, [x, base + 3.7, 20], [0.22, 0.22, 0.22]);
    const light = new THREE.PointLight(0xffd9a8, 10, 10, 2);
    light.position.set(x, base + 3.5, 20);
    scene.add(light);
  }
}

/** A downlight's or a pendant's glowing face (seen, not lighting: its light is a point light beside it). */
const downlightGlow = () => new THREE.MeshStandardMaterial({ color: 0xfff3dc, emissive: 0xffd9a0, emissiveIntensity: 4 });

/**
 * A coffered ceiling: beams on a 4 m grid landing on the columns (x 97 and 105, z 22), a downlight in each coffer.
 * The beams across run between the beams along, end to end: boxes that overlap would share faces in one plane.
 */
function coffers(scene, batch, m, glow, { x0, x1, z0, z1, top }) {
  const [deep, half] = [0.5, 0.17];
  const along = [93, 97, 101, 105, 109];
  const across = [14, 18, 22, 26];
  for (const z of across) batch.box(m.plaster, [x0, top - deep, z - half], [x1, top, z + half]);
  const edges = [z0, ...across, z1];
  for (const x of along) {
    for (let i = 0; i + 1 < edges.length; i += 1) {
      const from = i === 0 ? edges[i] : edges[i] + half;
      const to = i + 2 === edges.length ? edges[i + 1] : edges[i + 1] - half;
      batch.box(m.plaster, [x - half, top - deep, from], [x + half, top, to]);
    }
  }
  const xs = [x0, ...along, x1];
  for (let i = 0; i + 1 < xs.length; i += 1) {
    for (let k = 0; k + 1 < edges.length; k += 1) {
      const [cx, cz] = [(xs[i] + xs[i + 1]) / 2, (edges[k] + edges[k + 1]) / 2];
      cylinder(batch, glow, cx, cz, top - 0.02, top, 0.16);
      // A light in every other coffer each way: the path tracer of Debian's Blender (3.4) samples every light as
      // often as any other, so thirty would leave each, the sun among them, a thirtieth of the samples.
      if (i % 2 === 1 && k % 2 === 0) lampLight(scene, cx, top - 0.3, cz, 12, 12, 0xffe4c0);
    }
  }
}

function pool(scene, batch, m) {
  const base = 0;
  const [x0, x1, z0, z1, height] = [9, 29, 30, 62, 5.2];
  roomShell(batch, { x0, x1, z0, z1, base, height, floor: m.marble, walls: m.stone, ceiling: m.walnut, glazing: { side: 'east', pane: 2.6, frame: m.bronze } });
  // A raised deck round the 25 m basin; the water a hand below its edge.
  const deck = 0.45;
  for (const [a, b] of [[[9, 30], [14, 62]], [[23, 30], [29, 62]], [[14, 30], [23, 35]], [[14, 60], [23, 62]]]) batch.box(m.marble, [a[0], base, a[1]], [b[0], base + deck, b[1]]);
  // Named: the path tracer gives it a ripple and the reflections of the room (cms/render/cycles/materials.py).
  const water = new THREE.MeshPhysicalMaterial({ color: 0x3f8f9f, metalness: 0.1, roughness: 0.02, envMapIntensity: 1.8, clearcoat: 1 });
  water.name = 'poolWater';
  batch.box(water, [14, base, 35], [23, base + deck - 0.12, 60]);
  for (let x = 15.5; x < 23; x += 1.5) batch.box(new THREE.MeshStandardMaterial({ color: 0x2f5f6a }), [x - 0.04, base + deck - 0.121, 35.5], [x + 0.04, base + deck - 0.119, 59.5]);
  const linen = new THREE.MeshStandardMaterial({ color: 0xe9e2d6, roughness: 0.95 });
  for (let z = 38; z < 58; z += 4) softBox(batch, linen, [25.8, base + deck, z], [27.8, base + deck + 0.35, z + 0.8], 0.1);
  // Oak battens across the walnut ceiling, a hand apart; downlights between them over the water and both decks.
  const oak = new THREE.MeshStandardMaterial({ color: 0xb08a62, roughness: 0.6 });
  for (let z = z0 + 0.15; z < z1 - 0.15; z += 0.3) batch.box(oak, [x0, base + height - 0.09, z], [x1, base + height, z + 0.12]);
  const glow = downlightGlow();
  for (const x of [11.5, 19, 26]) {
    for (let z = 31.6; z < 62; z += 3.2) {
      cylinder(batch, glow, x, z, base + height - 0.1, base + height - 0.09, 0.14);
      // The lights over the water only (the decks have the windows): Debian's Blender samples every light alike.
      if (x === 19) lampLight(scene, x, base + height - 0.4, z, 4, 9, 0xffe2b8);
    }
  }
}

/**
 * The roof terrace of building 2, laid on the crown's roof slab (cms/render/scene/residence.js `roofSlab`; its
 * plant is at the north end behind the stair house): an oak deck 1.3 m over the roof (the parapet's top), a glass
 * balustrade with a bronze rail, loungers along the east edge, stone planters with trees on the west, a dining
 * table under a bronze pergola and a sofa corner, the bronze door of the stair house.
 */
function terrace(batch, m, { building, floors }) {
  const deck = buildingHeight(floors) + 1.3;
  const slab = roofSlab({ footprint: BUILDINGS_BY_NUMBER[building] });
  const [x0, x1, z0, z1] = [slab.x0, slab.x1, 28, slab.z1];
  const boards = m.planks(53, ['#9c7653', '#a47d59', '#93704e', '#a9835e']);
  boards.repeat.set((x1 - x0) / 3.5, (z1 - z0) / 3.5);
  batch.box(new THREE.MeshStandardMaterial({ color: 0xffffff, map: boards, roughness: 0.7 }), [x0, deck, z0], [x1, deck + 0.06, z1]);
  // The deck's edge down to the roof slab, in the crown's stone.
  batch.box(m.stone, [x0, buildingHeight(floors) + 0.45, z0], [x1, deck, z1]);
  const rail = (a, b) => {
    batch.box(m.glassClear, a, [b[0], deck + 1.1, b[2]]);
    batch.box(m.bronze, [a[0] - 0.03, deck + 1.1, a[2] - 0.03], [b[0] + 0.03, deck + 1.16, b[2] + 0.03]);
  };
  rail([x0, deck, z0], [x0 + 0.04, 0, z1]);
  rail([x1 - 0.04, deck, z0], [x1, 0, z1]);
  rail([x0, deck, z1 - 0.04], [x1, 0, z1]);
  rail([x0, deck, z0], [12, 0, z0 + 0.04]);
  rail([26, deck, z0], [x1, 0, z0 + 0.04]);
  batch.box(m.stone, [12, deck, 22], [26, deck + 3.2, 28]);
  batch.box(m.bronze, [17.6, deck, 27.98], [20.4, deck + 2.5, 28.04]);
  const linen = new THREE.MeshStandardMaterial({ color: 0xe6dfd2, roughness: 0.95 });
  const greens = potted(0xcfc6b8, 0x55723f);
  for (let z = 38; z < z1 - 4; z += 4.5) {
    softBox(batch, linen, [x1 - 2.4, deck + 0.06, z], [x1 - 0.5, deck + 0.38, z + 0.8], 0.1);
    softBox(batch, linen, [x1 - 0.95, deck + 0.06, z], [x1 - 0.5, deck + 0.72, z + 0.8], 0.1);
    cylinder(batch, m.walnut, x1 - 1.4, z + 1.3, deck + 0.06, deck + 0.45, 0.4);
  }
  // Stone planters along the west rail, each with a multi-stem tree and a hedge.
  for (const pz of [33, 46, 59]) {
    batch.box(m.stoneDark, [x0 + 0.2, deck, pz - 2], [x0 + 1.6, deck + 0.65, pz + 2]);
    batch.box(m.hedge, [x0 + 0.3, deck + 0.65, pz - 1.9], [x0 + 1.5, deck + 1.05, pz + 1.9]);
    tree(batch, { pot: m.stoneDark, trunk: m.bark, leaves: greens.leaves }, x0 + 0.9, deck + 0.4, pz, 3.2, { seed: pz, leaf: 0.3, count: 90, spread: 1.1 });
  }
  // The dining table under a bronze pergola; the sofa corner to the south.
  for (const [px, pz] of [[13.2, 39], [19.8, 39], [13.2, 46], [19.8, 46]]) batch.box(m.bronze, [px - 0.06, deck, pz - 0.06], [px + 0.06, deck + 2.7, pz + 0.06]);
  for (let pz = 39; pz <= 46; pz += 0.35) batch.box(m.bronze, [13.1, deck + 2.62, pz - 0.03], [19.9, deck + 2.7, pz + 0.03]);
  batch.box(m.walnut, [14.8, deck + 0.72, 41.7], [18.2, deck + 0.78, 43.3]);
  for (const px of [15.2, 17.8]) batch.box(m.darkMetal, [px - 0.04, deck, 42.2], [px + 0.04, deck + 0.72, 42.8]);
  for (const px of [15.4, 16.5, 17.6]) {
    chair(batch, { seat: linen, frame: m.darkMetal }, px, 41.2, deck, 'north', { back: 0.8, shell: m.walnut });
    chair(batch, { seat: linen, frame: m.darkMetal }, px, 43.8, deck, 'south', { back: 0.8, shell: m.walnut });
  }
  softBox(batch, linen, [12.6, deck + 0.06, 55], [13.6, deck + 0.75, 61], 0.1);
  softBox(batch, linen, [12.6, deck + 0.06, 55], [16.6, deck + 0.42, 56], 0.1);
  softBox(batch, linen, [12.6, deck + 0.06, 56], [14.2, deck + 0.42, 61], 0.1);
  softBox(batch, m.walnut, [15, deck + 0.3, 57.2], [16.6, deck + 0.36, 59.2], 0.02);
}
