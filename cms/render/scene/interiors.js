import * as THREE from 'three';
import { RoundedBoxGeometry } from 'three/addons/geometries/RoundedBoxGeometry.js';
import { Batch } from './batch.js';
import { buildingHeight, floorBase } from './residence.js';

/**
 * Rooms inside the world: the show flat on a high floor of building 2 (its glazing looks east over the park),
 * the double-height lobby of building 1 (glazed to the park) and the residents' pool under building 2. The
 * building a room is in is left out of the world, so its windows see the real neighbours, park and city.
 */
const rounded = new Map();
function soft(radius) {
  if (!rounded.has(radius)) rounded.set(radius, new RoundedBoxGeometry(1, 1, 1, 3, radius));
  return rounded.get(radius);
}

/** A soft box (upholstery, tabletops) from min to max: the rounding is in the unit box, scaled per axis. */
function softBox(batch, material, min, max, radius = 0.12) {
  const size = [max[0] - min[0], max[1] - min[1], max[2] - min[2]];
  batch.add(soft(radius), material, [(min[0] + max[0]) / 2, (min[1] + max[1]) / 2, (min[2] + max[2]) / 2], size);
}

function room(batch, m, { x0, x1, z0, z1, base, height, floor, walls, ceiling, glazing }) {
  batch.box(floor, [x0, base - 0.3, z0], [x1, base, z1]);
  batch.box(ceiling, [x0, base + height, z0], [x1, base + height + 0.3, z1]);
  const t = 0.25;
  const sides = {
    west: [[x0 - t, base, z0], [x0, base + height, z1]],
    east: [[x1, base, z0], [x1 + t, base + height, z1]],
    north: [[x0, base, z0 - t], [x1, base + height, z0]],
    south: [[x0, base, z1], [x1, base + height, z1 + t]],
  };
  for (const [side, [min, max]] of Object.entries(sides)) {
    if (side === glazing.side) continue;
    batch.box(walls, min, max);
  }
  // The glazed wall: a sill, a head, bronze-framed panes of clear glass.
  const [min, max] = sides[glazing.side];
  const horizontal = glazing.side === 'north' || glazing.side === 'south';
  const span = horizontal ? x1 - x0 : z1 - z0;
  batch.box(walls, min, [max[0], base + 0.12, max[2]]);
  batch.box(walls, [min[0], base + height - 0.35, min[2]], max);
  const panes = Math.max(2, Math.round(span / glazing.pane));
  for (let i = 0; i <= panes; i += 1) {
    const at = (horizontal ? x0 : z0) + (span * i) / panes;
    const frame = horizontal ? [[at - 0.05, base, min[2]], [at + 0.05, base + height, max[2]]] : [[min[0], base, at - 0.05], [max[0], base + height, at + 0.05]];
    batch.box(glazing.frame, frame[0], frame[1]);
  }
  if (glazing.transom) batch.box(glazing.frame, [min[0], base + glazing.transom, min[2]], [max[0], base + glazing.transom + 0.08, max[2]]);
}

const PALETTES = {
  show: { floor: 'oak', walls: 0xeee8de, sofa: 0xc9bfb0, accent: 0x7b6a58, rug: 0xd9cfbf, metal: 'bronze', cabinet: 0xd8cdbd, top: 0x3b3735 },
  scandi: { floor: 'oak', walls: 0xf6f4ef, sofa: 0xdfe1da, accent: 0x8f9b84, rug: 0xebe6dc, metal: 'bronze', cabinet: 0xf2efe9, top: 0xc9b28c },
  classic: { floor: 'walnut', walls: 0xe9dcc6, sofa: 0x5f6f5a, accent: 0x8a5a44, rug: 0xc9b79a, metal: 'bronze', cabinet: 0xe6dbc8, top: 0xf2efe9 },
  loft: { floor: 'concrete', walls: 0xd6d3ce, sofa: 0x7d8187, accent: 0xa36b45, rug: 0x8d8882, metal: 'darkMetal', cabinet: 0x3a3d41, top: 0x8d6c45 },
};

export function buildInterior(scene, m, interior) {
  const batch = new Batch();
  if (interior.kind === 'flat') flat(scene, batch, m, interior);
  else if (interior.kind === 'lobby') lobby(scene, batch, m, interior);
  else if (interior.kind === 'pool') pool(scene, batch, m);
  else if (interior.kind === 'terrace') terrace(batch, m, interior);
  batch.into(scene);
}

function plant(batch, m, x, base, z, size = 1) {
  const pot = new THREE.MeshStandardMaterial({ color: 0xcfc6b8, roughness: 0.7 });
  softBox(batch, pot, [x - 0.25 * size, base, z - 0.25 * size], [x + 0.25 * size, base + 0.55 * size, z + 0.25 * size], 0.08);
  const leaves = new THREE.MeshStandardMaterial({ color: 0x4d6e3c, roughness: 0.8 });
  for (let i = 0; i < 7; i += 1) {
    const a = i * 2.4;
    batch.add(LEAF, leaves, [x + Math.cos(a) * 0.18 * size, base + (0.8 + (i % 3) * 0.25) * size, z + Math.sin(a) * 0.18 * size], [0.34 * size, 0.26 * size, 0.34 * size]);
  }
}
const LEAF = new THREE.IcosahedronGeometry(1, 2);

function flat(scene, batch, m, { floor, palette: name = 'show', ceiling = 3.3 }) {
  const p = PALETTES[name];
  const base = floorBase(floor);
  const [x0, x1, z0, z1, height] = [20.5, 30, 28, 38, ceiling];
  const floorMaterial = p.floor === 'concrete' ? m.concrete : m[p.floor];
  const walls = new THREE.MeshStandardMaterial({ color: p.walls, roughness: 0.9 });
  const metal = m[p.metal];
  room(batch, m, { x0, x1, z0, z1, base, height, floor: floorMaterial, walls, ceiling: m.plaster, glazing: { side: 'east', pane: 2.4, frame: metal } });
  const fabric = new THREE.MeshStandardMaterial({ color: p.sofa, roughness: 0.95 });
  const accent = new THREE.MeshStandardMaterial({ color: p.accent, roughness: 0.9 });
  const rug = new THREE.MeshStandardMaterial({ color: p.rug, roughness: 1 });
  const cabinet = new THREE.MeshStandardMaterial({ color: p.cabinet, roughness: 0.5 });
  const top = new THREE.MeshStandardMaterial({ color: p.top, roughness: 0.25 });
  batch.box(rug, [24.6, base, 30.2], [28.6, base + 0.015, 34.4]);
  // Sofa with its back to the room, facing the window; cushions; coffee table; armchair.
  softBox(batch, fabric, [24.2, base, 30.6], [25.2, base + 0.82, 34]);
  softBox(batch, fabric, [25.1, base + 0.08, 30.7], [26.1, base + 0.45, 33.9], 0.1);
  softBox(batch, fabric, [25.1, base, 30.4], [26.1, base + 0.62, 30.8], 0.1);
  softBox(batch, fabric, [25.1, base, 33.8], [26.1, base + 0.62, 34.2], 0.1);
  softBox(batch, accent, [25.0, base + 0.45, 31.0], [25.4, base + 0.85, 31.6], 0.12);
  softBox(batch, accent, [25.0, base + 0.45, 33.0], [25.4, base + 0.85, 33.6], 0.12);
  softBox(batch, top, [26.7, base + 0.32, 31.6], [27.7, base + 0.38, 33.0], 0.03);
  batch.box(metal, [26.8, base, 31.7], [27.6, base + 0.32, 32.9]);
  softBox(batch, accent, [27.6, base, 29.0], [28.5, base + 0.44, 29.9], 0.12);
  softBox(batch, accent, [28.3, base, 29.0], [28.6, base + 0.8, 29.9], 0.1);
  // Dining table under a pendant, chairs, the kitchen along the back wall with an island.
  softBox(batch, top, [22.0, base + 0.72, 34.6], [24.0, base + 0.76, 36.6], 0.02);
  batch.box(metal, [22.9, base, 35.5], [23.1, base + 0.72, 35.7]);
  for (const [cx, cz] of [[21.6, 35.1], [21.6, 36.1], [24.4, 35.1], [24.4, 36.1]]) softBox(batch, fabric, [cx - 0.22, base, cz - 0.22], [cx + 0.22, base + 0.46, cz + 0.22], 0.06);
  batch.box(cabinet, [20.5, base, 28.2], [21.15, base + 0.9, 33.4]);
  batch.box(top, [20.5, base + 0.9, 28.2], [21.2, base + 0.94, 33.4]);
  batch.box(cabinet, [20.5, base + 1.5, 28.2], [20.9, base + 2.3, 33.4]);
  batch.box(cabinet, [22.2, base, 29.8], [23.0, base + 0.9, 32.2]);
  batch.box(top, [22.15, base + 0.9, 29.75], [23.05, base + 0.95, 32.25]);
  // The door to the hall, art on the north wall, a plant by the glass, pendants.
  batch.box(m.walnut, [27.6, base, 37.92], [28.6, base + 2.3, 38]);
  batch.box(new THREE.MeshStandardMaterial({ color: 0x2d2a27 }), [23.4, base + 1.2, 28.0], [26.4, base + 2.4, 28.06]);
  batch.box(new THREE.MeshStandardMaterial({ color: 0xc9a36b, roughness: 0.8 }), [23.5, base + 1.3, 28.06], [26.3, base + 2.3, 28.08]);
  plant(batch, m, 29.3, base, 35.4, 1.3);
  const glow = new THREE.MeshStandardMaterial({ color: 0xfff3dc, emissive: 0xffd9a0, emissiveIntensity: 3 });
  batch.box(metal, [22.98, base + 1.9, 35.58], [23.02, base + height, 35.62]);
  batch.add(soft(0.2), glow, [23, base + 1.82, 35.6], [0.45, 0.18, 0.45]);
  const lamp = new THREE.PointLight(0xffd9a8, 6, 8, 2);
  lamp.position.set(23, base + 1.6, 35.6);
  scene.add(lamp);
}

function lobby(scene, batch, m, { height = 6 } = {}) {
  const base = 0;
  const [x0, x1, z0, z1] = [90, 112, 12, 30];
  room(batch, m, { x0, x1, z0, z1, base, height, floor: m.marble, walls: m.stone, ceiling: m.plaster, glazing: { side: 'south', pane: 2, frame: m.bronze, transom: 3.6 } });
  // The walnut slat wall and the bronze reception.
  for (let z = z0 + 0.3; z < z1 - 0.3; z += 0.32) batch.box(m.walnut, [x0, base, z], [x0 + 0.12, base + height, z + 0.18]);
  batch.box(m.darkMetal, [96, base, 14.2], [102, base + 1.1, 15.1]);
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
  plant(batch, m, 93, base, 28.5, 1.8);
  plant(batch, m, 110, base, 28.5, 1.8);
  const glow = new THREE.MeshStandardMaterial({ color: 0xfff3dc, emissive: 0xffd9a0, emissiveIntensity: 4 });
  for (let x = 95; x <= 107; x += 3) {
    batch.box(m.bronze, [x - 0.015, base + 3.8, 19.985], [x + 0.015, base + height, 20.015]);
    batch.add(LEAF, glow, [x, base + 3.7, 20], [0.22, 0.22, 0.22]);
    const light = new THREE.PointLight(0xffd9a8, 10, 10, 2);
    light.position.set(x, base + 3.5, 20);
    scene.add(light);
  }
}

function pool(scene, batch, m) {
  const base = 0;
  const [x0, x1, z0, z1, height] = [9, 29, 30, 62, 5.2];
  room(batch, m, { x0, x1, z0, z1, base, height, floor: m.marble, walls: m.stone, ceiling: m.walnut, glazing: { side: 'east', pane: 2.6, frame: m.bronze } });
  // A raised deck round the 25 m basin; the water a hand below its edge.
  const deck = 0.45;
  for (const [a, b] of [[[9, 30], [14, 62]], [[23, 30], [29, 62]], [[14, 30], [23, 35]], [[14, 60], [23, 62]]]) batch.box(m.marble, [a[0], base, a[1]], [b[0], base + deck, b[1]]);
  const water = new THREE.MeshPhysicalMaterial({ color: 0x3f8f9f, metalness: 0.1, roughness: 0.02, envMapIntensity: 1.8, clearcoat: 1 });
  batch.box(water, [14, base, 35], [23, base + deck - 0.12, 60]);
  for (let x = 15.5; x < 23; x += 1.5) batch.box(new THREE.MeshStandardMaterial({ color: 0x2f5f6a }), [x - 0.04, base + deck - 0.121, 35.5], [x + 0.04, base + deck - 0.119, 59.5]);
  const linen = new THREE.MeshStandardMaterial({ color: 0xe9e2d6, roughness: 0.95 });
  for (let z = 38; z < 58; z += 4) softBox(batch, linen, [25.8, base + deck, z], [27.8, base + deck + 0.35, z + 0.8], 0.1);
  for (let z = 31; z < 62; z += 3.2) {
    const light = new THREE.PointLight(0xffe2b8, 3, 7, 2);
    light.position.set(19, base + height - 0.4, z);
    scene.add(light);
  }
}

/**
 * The roof terrace of building 2: an oak deck on the roof (the parapet's top, 1.3 m over the roof slab), a glass
 * balustrade with a bronze rail along its edges, loungers, planters with trees and the door of the stair house.
 */
function terrace(batch, m, { floors }) {
  const deck = buildingHeight(floors) + 1.3;
  const [x0, x1, z0, z1] = [8.4, 29.6, 28, 71.6];
  const boards = m.planks(53, ['#9c7653', '#a47d59', '#93704e', '#a9835e']);
  boards.repeat.set(6, 14);
  batch.box(new THREE.MeshStandardMaterial({ color: 0xffffff, map: boards, roughness: 0.7 }), [x0, deck, z0], [x1, deck + 0.06, z1]);
  const rail = (a, b) => {
    batch.box(m.glassClear, a, [b[0], deck + 1.1, b[2]]);
    batch.box(m.bronze, [a[0] - 0.03, deck + 1.1, a[2] - 0.03], [b[0] + 0.03, deck + 1.16, b[2] + 0.03]);
  };
  rail([x0, deck, z0], [x0 + 0.04, 0, z1]);
  rail([x1 - 0.04, deck, z0], [x1, 0, z1]);
  rail([x0, deck, z1 - 0.04], [x1, 0, z1]);
  batch.box(m.stone, [12, deck, 22], [26, deck + 3.2, 28]);
  batch.box(m.bronze, [17.6, deck, 27.98], [20.4, deck + 2.5, 28.04]);
  const linen = new THREE.MeshStandardMaterial({ color: 0xe6dfd2, roughness: 0.95 });
  for (let z = 40; z < 66; z += 5) {
    softBox(batch, linen, [25.4, deck + 0.06, z], [27.4, deck + 0.4, z + 0.8], 0.1);
    softBox(batch, linen, [25.4, deck + 0.06, z], [25.9, deck + 0.75, z + 0.8], 0.1);
  }
  for (const [px, pz] of [[10.5, 33], [10.5, 48], [10.5, 63], [27.5, 33]]) {
    batch.box(m.stoneDark, [px - 0.8, deck, pz - 0.8], [px + 0.8, deck + 0.7, pz + 0.8]);
    plant(batch, m, px, deck + 0.5, pz, 2.2);
  }
  softBox(batch, m.walnut, [15, deck + 0.7, 44], [19, deck + 0.76, 46], 0.02);
  batch.box(m.darkMetal, [16.9, deck, 44.9], [17.1, deck + 0.7, 45.1]);
}
