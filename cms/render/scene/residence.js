import * as THREE from 'three';
import { STOREY, floorBaseHeight, buildingHeight as roofHeight } from '/cms/seed/complex.js';

/**
 * A building of the complex from its master-plan footprint (site metres: x east, y south → three's x and z):
 * a glass body behind a grid of limestone piers and slab bands, bronze over the ground floor and at the crown.
 * Under construction (`built` < floors) the floors above `clad` are a bare concrete frame.
 */
export const GROUND_FLOOR = STOREY.ground;
export const floorBase = floorBaseHeight;
export const buildingHeight = roofHeight;

/** The four facades of a footprint: start corner, direction along, outward normal (three's x, z). */
export function facades({ x, y, w, d }) {
  return [
    { name: 'north', from: [x, y], along: [1, 0], length: w, normal: [0, -1] },
    { name: 'east', from: [x + w, y], along: [0, 1], length: d, normal: [1, 0] },
    { name: 'south', from: [x + w, y + d], along: [-1, 0], length: w, normal: [0, 1] },
    { name: 'west', from: [x, y + d], along: [0, -1], length: d, normal: [-1, 0] },
  ];
}

const BAY = 3.6;

export function residence(batch, building, m, { built = building.floors, clad = built, lit = null, random, stone = m.stone } = {}) {
  const { x, y, w, d } = building.footprint;
  const top = buildingHeight(built);
  const cladTop = buildingHeight(clad);
  const inset = 0.6;
  if (clad > 0) batch.box(m.glass, [x + inset, 0, y + inset], [x + w - inset, cladTop, y + d - inset]);
  for (const side of facades(building.footprint)) {
    const bays = Math.max(2, Math.round(side.length / BAY));
    const ox = side.normal[0] * 0.05;
    const oz = side.normal[1] * 0.05;
    for (let i = 0; i <= bays; i += 1) {
      const t = (i * side.length) / bays;
      const px = side.from[0] + side.along[0] * t - side.normal[0] * 0.3 + ox;
      const pz = side.from[1] + side.along[1] * t - side.normal[1] * 0.3 + oz;
      const half = i === 0 || i === bays ? 0.9 : 0.42;
      const sx = Math.abs(side.along[0]) * half * 2 + Math.abs(side.normal[0]) * 0.7;
      const sz = Math.abs(side.along[1]) * half * 2 + Math.abs(side.normal[1]) * 0.7;
      if (clad > 0) batch.box(stone, [px - sx / 2, 0, pz - sz / 2], [px + sx / 2, cladTop, pz + sz / 2]);
    }
    // A bronze mullion down the middle of every bay.
    if (clad > 1) {
      for (let i = 0; i < bays; i += 1) {
        const t = ((i + 0.5) * side.length) / bays;
        const px = side.from[0] + side.along[0] * t - side.normal[0] * (inset - 0.08);
        const pz = side.from[1] + side.along[1] * t - side.normal[1] * (inset - 0.08);
        const sx = Math.abs(side.along[0]) * 0.12 + Math.abs(side.normal[0]) * 0.16;
        const sz = Math.abs(side.along[1]) * 0.12 + Math.abs(side.normal[1]) * 0.16;
        batch.box(m.bronze, [px - sx / 2, GROUND_FLOOR, pz - sz / 2], [px + sx / 2, cladTop, pz + sz / 2]);
      }
    }
    // Behind the glass: lit rooms at dusk; by day, curtains and blinds drawn in some windows.
    const panes = lit ?? (clad > 1 && m.curtain ? { share: 0.22, material: m.curtain, colours: [0xd8cbb6, 0xe6ddcf, 0xbfb4a4, 0x9c9184, 0xcfc2ae] } : null);
    if (panes) {
      for (let floor = 2; floor <= clad; floor += 1) {
        for (let i = 0; i < bays; i += 1) {
          if (!random.chance(panes.share)) continue;
          const t = ((i + 0.5) * side.length) / bays;
          const px = side.from[0] + side.along[0] * t - side.normal[0] * (inset - 0.02);
          const pz = side.from[1] + side.along[1] * t - side.normal[1] * (inset - 0.02);
          const width = side.length / bays - 0.9;
          const rotation = Math.atan2(side.normal[0], side.normal[1]);
          const drop = panes === lit ? 2.6 : random.float(0.8, 2.6);
          batch.add(PANE, panes.material, [px, floorBase(floor) + 2.8 - drop / 2, pz], [width, drop, 1], rotation, random.pick(panes.colours));
        }
      }
    }
  }
  // Slab bands every floor, bronze over the ground floor and as the crown.
  const band = (h0, h1, material, out = 0.18) => batch.box(material, [x - out, h0, y - out], [x + w + out, h1, y + d + out]);
  for (let floor = 3; floor <= clad; floor += 1) band(floorBase(floor) - 0.32, floorBase(floor) + 0.1, stone, 0.12);
  // A low stone sill and a glass rail at every floor: French balconies.
  for (let floor = 2; floor <= clad; floor += 1) {
    band(floorBase(floor), floorBase(floor) + 0.35, stone, -0.3);
    band(floorBase(floor) + 1.02, floorBase(floor) + 1.08, m.bronze, -0.05);
  }
  if (clad >= 2) band(GROUND_FLOOR - 0.45, GROUND_FLOOR + 0.05, m.bronze, 0.25);
  if (clad === building.floors && built === building.floors) {
    batch.box(m.stoneDark, [x + inset, top - 0.1, y + inset], [x + w - inset, top + 0.3, y + d - inset]);
    band(top, top + 1.1, stone, 0.1);
    band(top + 1.1, top + 1.3, m.bronze, 0.2);
    batch.box(m.stoneDark, [x + 6, top, y + 4], [x + Math.min(w - 6, 16), top + 4.2, y + Math.min(d - 4, 12)]);
  }
}

export const PANE = new THREE.PlaneGeometry(1, 1);
