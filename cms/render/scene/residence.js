import * as THREE from 'three';
import { shop } from './shops.js';
import { STOREY, PARK, CROWN_EAVES, CROWN_SETBACK as SETBACK, floorBaseHeight, buildingHeight as roofHeight } from '/cms/seed/complex.js';

/**
 * A building of the complex from its master-plan footprint (site metres: x east, y south → three's x and z), drawn
 * as its architect would: a two-storey base of stone with tall shopfronts, an entrance group with a canopy in front
 * of the double-height lobby, a middle of deep windows between stone piers (bronze frames, loggias with glass rails,
 * a rhythm of its own per building), and a crown of set-back penthouse floors with planted terraces and the roof
 * plant behind a bronze screen. Under construction (`built` < floors) the floors above `clad` are a bare concrete
 * frame (construction.js).
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

/**
 * Each building's character: the bay (pier spacing, m), how its windows are framed, which bays are loggias (its
 * crown's floors are the building's own, cms/seed/complex.ts). One tower of paired bronze fins and glass corners,
 * a slab of wide loggias, the club house of deep stone, two quieter blocks. The tower's roof is the residents'
 * terrace (`roofTerrace`: its plant sits at the north end, behind the terrace's stair house;
 * cms/render/scene/interiors.js lays the deck).
 */
const STYLES = {
  1: { bay: 3.6, fins: 1, loggias: (bay, floor) => bay % 4 === 1 && floor % 2 === 0, band: 0.34, corners: false },
  2: { bay: 3.0, fins: 2, loggias: () => false, band: 0.16, corners: true, roofTerrace: true },
  3: { bay: 4.2, fins: 0, loggias: (bay) => bay % 2 === 1, band: 0.5, corners: false },
  4: { bay: 3.6, fins: 1, loggias: (bay, floor) => (bay + floor) % 3 === 0, band: 0.3, corners: false },
  5: { bay: 3.3, fins: 0, loggias: (bay) => bay % 3 === 2, band: 0.42, corners: false },
};
const BASE_FLOORS = 2;
const GLASS_IN = 0.62;
const LOGGIA_IN = 1.7;
const PIER_OUT = 0.16;
/** How deep the base's rooms are behind its shopfronts: the core of stairs, lifts and services stands behind them. */
const CORE_IN = 5.5;

/** The side a building turns to the street: the one facing away from the courtyard park. */
export function streetSide(footprint) {
  const cx = footprint.x + footprint.w / 2;
  const cy = footprint.y + footprint.d / 2;
  const px = (PARK.x0 + PARK.x1) / 2 - cx;
  const py = (PARK.y0 + PARK.y1) / 2 - cy;
  return facades(footprint).reduce((best, side) => (side.normal[0] * px + side.normal[1] * py < best.normal[0] * px + best.normal[1] * py ? side : best));
}

/** A box on a facade: from t0 to t1 along it, n0 to n1 out of its plane (negative: inside), h0 to h1 high. */
function onSide(batch, material, side, t0, t1, n0, n1, h0, h1) {
  const ax = side.from[0] + side.along[0] * t0 + side.normal[0] * n0;
  const az = side.from[1] + side.along[1] * t0 + side.normal[1] * n0;
  const bx = side.from[0] + side.along[0] * t1 + side.normal[0] * n1;
  const bz = side.from[1] + side.along[1] * t1 + side.normal[1] * n1;
  batch.box(material, [Math.min(ax, bx), h0, Math.min(az, bz)], [Math.max(ax, bx), h1, Math.max(az, bz)]);
}

/** The same facade `by` metres further in (the crown's set-back walls). */
function inset(side, by) {
  return {
    ...side,
    from: [side.from[0] + side.along[0] * by - side.normal[0] * by, side.from[1] + side.along[1] * by - side.normal[1] * by],
    length: side.length - by * 2,
  };
}

export function residence(batch, building, m, { built = building.floors, clad = built, lit = null, random, stone = m.stone } = {}) {
  if (clad <= 0) return;
  const style = STYLES[building.number] ?? STYLES[1];
  const { x, y, w, d } = building.footprint;
  const complete = clad === building.floors && built === building.floors;
  const crownFloors = complete ? building.crown : 0;
  const middleTop = clad - crownFloors;
  const bodyTop = buildingHeight(middleTop);
  const baseTop = floorBase(Math.min(clad, BASE_FLOORS) + 1);
  const street = streetSide(building.footprint);
  // The building's body: glass far in (seen in the loggias), the floors' slabs as its skeleton. Behind the base's
  // glass it stands deeper in: the shops and the lobbies are rooms one can see into.
  batch.box(m.glassDeep, [x + LOGGIA_IN, baseTop, y + LOGGIA_IN], [x + w - LOGGIA_IN, Math.max(baseTop, bodyTop), y + d - LOGGIA_IN]);
  batch.box(m.plaster, [x + CORE_IN, 0, y + CORE_IN], [x + w - CORE_IN, baseTop, y + d - CORE_IN]);
  for (const side of facades(building.footprint)) {
    const bays = Math.max(2, Math.round(side.length / style.bay));
    const bay = side.length / bays;
    const isStreet = side.name === street.name;
    base(batch, m, side, { bays, baseTop, stone, isStreet, building, complete });
    // The middle: piers, slab bands, a window or a loggia in every bay of every floor.
    if (middleTop > BASE_FLOORS) {
      for (let i = 0; i <= bays; i += 1) {
        const t = i * bay;
        const corner = i === 0 || i === bays;
        if (corner && style.corners) continue;
        const half = corner ? 0.75 : 0.32;
        onSide(batch, stone, side, Math.max(0, t - half), Math.min(side.length, t + half), -GLASS_IN - 0.05, PIER_OUT, baseTop, bodyTop);
      }
      if (style.corners) {
        // Glass corners: a slender bronze post where the piers stop.
        onSide(batch, m.bronze, side, 0, 0.12, -0.12, 0, baseTop, bodyTop);
      }
      for (let floor = BASE_FLOORS + 1; floor <= middleTop; floor += 1) {
        const h = floorBase(floor);
        onSide(batch, stone, side, 0, side.length, -GLASS_IN - 0.05, PIER_OUT * 0.6, h - style.band, h + 0.12);
        for (let i = 0; i < bays; i += 1) {
          const t0 = i * bay + 0.32;
          const t1 = (i + 1) * bay - 0.32;
          const loggia = style.loggias(i, floor);
          if (loggia) {
            // A loggia: the room's glass far in, a glass rail with a bronze handrail at the facade.
            onSide(batch, m.glassRail, side, t0, t1, -0.12, -0.08, h + 0.12, h + 1.1);
            onSide(batch, m.bronze, side, t0, t1, -0.14, -0.06, h + 1.08, h + 1.14);
            onSide(batch, m.soffit, side, t0, t1, -LOGGIA_IN, -GLASS_IN, h + STOREY.typical - 0.32, h + STOREY.typical - 0.3);
            room(batch, m, side, t0, t1, -LOGGIA_IN + 0.04, h, lit, random);
            continue;
          }
          // A window in a deep reveal: bronze frame, a transom, the glass.
          onSide(batch, m.glass, side, t0, t1, -GLASS_IN - 0.04, -GLASS_IN, h + 0.12, h + STOREY.typical - style.band);
          onSide(batch, m.bronze, side, t0, t1, -GLASS_IN + 0.02, -GLASS_IN + 0.06, h + STOREY.typical - style.band - 0.08, h + STOREY.typical - style.band);
          onSide(batch, m.bronze, side, t0, t1, -GLASS_IN + 0.02, -GLASS_IN + 0.08, h + 0.12, h + 0.18);
          for (let f = 1; f <= style.fins; f += 1) {
            const t = t0 + ((t1 - t0) * f) / (style.fins + 1);
            onSide(batch, m.bronze, side, t - 0.05, t + 0.05, -GLASS_IN, -GLASS_IN + (style.fins === 2 ? 0.2 : 0.08), h + 0.12, h + STOREY.typical - style.band);
          }
          // A French balcony's rail across the lower part of every other window.
          if ((i + floor) % 2 === 0) onSide(batch, m.glassRail, side, t0, t1, -GLASS_IN + 0.1, -GLASS_IN + 0.13, h + 0.12, h + 1.05);
          room(batch, m, side, t0, t1, -GLASS_IN + 0.01, h, lit, random);
        }
      }
    }
  }
  if (!complete) return;
  crown(batch, m, building, { bodyTop, crownFloors, stone, style, lit, random });
}

/** The lit room behind a window at dusk; by day a curtain or blind drawn in some. */
function room(batch, m, side, t0, t1, n, h, lit, random) {
  const panes = lit ?? (m.curtain ? { share: 0.2, material: m.curtain, colours: [0xd8cbb6, 0xe6ddcf, 0xbfb4a4, 0x9c9184, 0xcfc2ae] } : null);
  if (!panes || !random.chance(panes.share)) return;
  const drop = panes === lit ? STOREY.typical - 0.6 : random.float(0.7, 2.4);
  const t = (t0 + t1) / 2;
  const px = side.from[0] + side.along[0] * t + side.normal[0] * n;
  const pz = side.from[1] + side.along[1] * t + side.normal[1] * n;
  const rotation = Math.atan2(side.normal[0], side.normal[1]);
  batch.add(PANE, panes.material, [px, h + STOREY.typical - 0.5 - drop / 2, pz], [t1 - t0 - 0.1, drop, 1], rotation, random.pick(panes.colours));
}

/**
 * The base: two storeys of stone, shopfronts of full-height glass between wide piers on the street with their
 * signs, an entrance (canopy, the double-height lobby lit behind the glass) in the middle of the street side and
 * of the courtyard side, a plinth of dark stone and a deep cornice.
 */
function base(batch, m, side, { bays, baseTop, stone, isStreet, building, complete }) {
  // Shopfronts two bays wide: the piers of the base stand under every other pier of the middle.
  const piers = Math.max(2, Math.round(bays / 2));
  const span = side.length / piers;
  onSide(batch, m.glassShop, side, 0, side.length, -GLASS_IN - 0.3, -GLASS_IN - 0.26, 0.45, baseTop - 0.9);
  for (let i = 0; i <= piers; i += 1) {
    const t = i * span;
    const half = i === 0 || i === piers ? 0.9 : 0.55;
    onSide(batch, stone, side, Math.max(0, t - half), Math.min(side.length, t + half), -GLASS_IN - 0.3, PIER_OUT + 0.12, 0, baseTop);
  }
  // The plinth and the cornice over the base.
  onSide(batch, m.stoneDark, side, 0, side.length, -GLASS_IN - 0.3, PIER_OUT + 0.16, 0, 0.45);
  onSide(batch, stone, side, -0.35, side.length + 0.35, -GLASS_IN - 0.3, PIER_OUT + 0.45, baseTop - 0.9, baseTop);
  onSide(batch, m.bronze, side, -0.35, side.length + 0.35, PIER_OUT + 0.44, PIER_OUT + 0.5, baseTop - 0.9, baseTop - 0.5);
  // The line of the second floor behind the shopfronts: a bronze transom.
  onSide(batch, m.bronze, side, 0, side.length, -GLASS_IN - 0.22, -GLASS_IN - 0.12, STOREY.ground - 0.2, STOREY.ground + 0.1);
  const entrances = building.sections > 1 ? [0.25, 0.75] : [0.5];
  const entranceBays = new Set();
  if (isStreet || side.name === OPPOSITE[streetSideName(building)]) {
    for (const at of entrances) {
      const mid = side.length * at;
      const bayIndex = Math.floor(mid / span);
      entranceBays.add(bayIndex);
      // The lobby behind: a walnut wall lit warmly, six metres high (fitted out when the building is finished).
      if (complete) {
        onSide(batch, m.lobbyGlow, side, mid - 3.6, mid + 3.6, -GLASS_IN - 3.2, -GLASS_IN - 3.0, 0, 6);
        onSide(batch, m.walnut, side, mid - 5, mid + 5, -GLASS_IN - 3.6, -GLASS_IN - 3.2, 0, baseTop - 0.9);
      }
      // The canopy: a thin stone slab on bronze, cantilevered over the doors.
      onSide(batch, stone, side, mid - 4.2, mid + 4.2, PIER_OUT, PIER_OUT + 3.4, 4.0, 4.32);
      onSide(batch, m.bronze, side, mid - 4.2, mid + 4.2, PIER_OUT + 3.36, PIER_OUT + 3.44, 3.9, 4.34);
      onSide(batch, m.lampWarm, side, mid - 3.4, mid + 3.4, PIER_OUT + 0.4, PIER_OUT + 3.0, 3.97, 4.0);
      // Doors: a bronze portal in the glass.
      onSide(batch, m.bronze, side, mid - 1.4, mid + 1.4, -GLASS_IN - 0.26, -GLASS_IN - 0.1, 2.9, 3.05);
      onSide(batch, m.bronze, side, mid - 1.45, mid - 1.35, -GLASS_IN - 0.26, -GLASS_IN - 0.1, 0.45, 2.9);
      onSide(batch, m.bronze, side, mid + 1.35, mid + 1.45, -GLASS_IN - 0.26, -GLASS_IN - 0.1, 0.45, 2.9);
      // Steps of stone.
      onSide(batch, m.stoneDark, side, mid - 3, mid + 3, PIER_OUT, PIER_OUT + 1.6, 0, 0.15);
    }
  }
  // Shops on the street, each furnished for its trade with its name over the glass (shops.js): tenants move in when
  // the building is finished, so a site photo's base is empty behind its glass.
  if (!isStreet || !complete) return;
  const turn = Math.atan2(side.normal[0], side.normal[1]);
  const at = (t, n, h) => [side.from[0] + side.along[0] * t + side.normal[0] * n, h, side.from[1] + side.along[1] * t + side.normal[1] * n];
  const place = (material, t0, t1, n0, n1, h0, h1) => onSide(batch, material, side, t0, t1, n0, n1, h0, h1);
  for (let i = 0; i < piers; i += 1) {
    if (entranceBays.has(i)) continue;
    const t0 = i * span + 0.9;
    const t1 = (i + 1) * span - 0.9;
    if (t1 - t0 < 2) continue;
    // The ground floor's ceiling over the shop; an awning over some.
    onSide(batch, m.plaster, side, t0 - 0.9, t1 + 0.9, -CORE_IN, -GLASS_IN - 0.3, STOREY.ground - 0.1, STOREY.ground);
    shop(batch, m, { place, at, turn, t0, t1, glassIn: GLASS_IN + 0.3, front: PIER_OUT + 0.3, index: i + building.number, seed: building.number * 100 + i });
    if (i % 3 === 1) onSide(batch, m.awning, side, t0, t1, PIER_OUT, PIER_OUT + 1.5, 3.0, 3.12);
  }
}

const OPPOSITE = { north: 'south', south: 'north', east: 'west', west: 'east' };
const streetSideName = (building) => streetSide(building.footprint).name;

/**
 * The crown: the top floors set back behind a terrace with planters and a glass rail, glazed from floor to ceiling
 * between bronze fins, under a thin overhanging roof; the roof plant hidden behind a bronze louvre screen.
 */
function crown(batch, m, building, { bodyTop, crownFloors, stone, style, lit, random }) {
  const { x, y, w, d } = building.footprint;
  const top = buildingHeight(building.floors);
  // The terrace over the middle: a stone deck, a parapet of glass with a bronze rail, planters along it.
  batch.box(stone, [x - 0.3, bodyTop - 0.1, y - 0.3], [x + w + 0.3, bodyTop + 0.35, y + d + 0.3]);
  for (const side of facades(building.footprint)) {
    onSide(batch, m.glassRail, side, 0, side.length, -0.1, -0.06, bodyTop + 0.35, bodyTop + 1.45);
    onSide(batch, m.bronze, side, 0, side.length, -0.12, -0.04, bodyTop + 1.42, bodyTop + 1.5);
    onSide(batch, m.stoneDark, side, 0.6, side.length - 0.6, -1.3, -0.4, bodyTop + 0.35, bodyTop + 0.95);
    for (let t = 1.2; t < side.length - 1; t += 2.4) onSide(batch, m.hedge, side, t - 1, t + 1, -1.25, -0.45, bodyTop + 0.95, bodyTop + 0.95 + random.float(0.5, 1.2));
  }
  // The set-back floors.
  const cx0 = x + SETBACK;
  const cz0 = y + SETBACK;
  const cx1 = x + w - SETBACK;
  const cz1 = y + d - SETBACK;
  batch.box(m.glass, [cx0 + 0.2, bodyTop + 0.35, cz0 + 0.2], [cx1 - 0.2, top, cz1 - 0.2]);
  for (const side of facades(building.footprint).map((s) => inset(s, SETBACK))) {
    const fins = Math.round(side.length / (style.bay / 2));
    for (let i = 0; i <= fins; i += 1) {
      const t = (i * side.length) / fins;
      onSide(batch, m.bronze, side, t - 0.06, t + 0.06, -0.2, 0.25, bodyTop + 0.35, top);
    }
    for (let floor = building.floors - crownFloors + 1; floor <= building.floors; floor += 1) {
      const h = floorBase(floor);
      if (floor > building.floors - crownFloors + 1) onSide(batch, stone, side, 0, side.length, -0.2, 0.1, h - 0.2, h + 0.1);
      for (let i = 0; i < fins; i += 2) room(batch, m, side, (i * side.length) / fins, ((i + 2) * side.length) / fins, -0.19, h, lit, random);
    }
  }
  // The floating roof: a thin slab overhanging the penthouses, a bronze fascia.
  const slab = roofSlab(building);
  batch.box(stone, [slab.x0, top, slab.z0], [slab.x1, top + 0.45, slab.z1]);
  batch.box(m.bronze, [slab.x0 - 0.05, top + 0.05, slab.z0 - 0.05], [slab.x1 + 0.05, top + 0.35, slab.z1 + 0.05]);
  // Roof plant behind a screen of bronze louvres, in the middle of the roof (at the north end of a roof terrace).
  const px0 = x + w / 2 - Math.min(8, w / 4);
  const px1 = x + w / 2 + Math.min(8, w / 4);
  const pz0 = style.roofTerrace ? cz0 + 0.5 : y + d / 2 - Math.min(8, d / 4);
  const pz1 = style.roofTerrace ? cz0 + 9 : y + d / 2 + Math.min(8, d / 4);
  batch.box(m.stoneDark, [px0, top + 0.45, pz0], [px1, top + 2.6, pz1]);
  for (let lx = px0; lx <= px1; lx += 0.5) {
    batch.box(m.bronze, [lx - 0.04, top + 0.45, pz0 - 0.3], [lx + 0.04, top + 2.9, pz0 - 0.2]);
    batch.box(m.bronze, [lx - 0.04, top + 0.45, pz1 + 0.2], [lx + 0.04, top + 2.9, pz1 + 0.3]);
  }
  for (let lz = pz0; lz <= pz1; lz += 0.5) {
    batch.box(m.bronze, [px0 - 0.3, top + 0.45, lz - 0.04], [px0 - 0.2, top + 2.9, lz + 0.04]);
    batch.box(m.bronze, [px1 + 0.2, top + 0.45, lz - 0.04], [px1 + 0.3, top + 2.9, lz + 0.04]);
  }
}

/** The crown's floating roof slab, overhanging the set-back floors (CROWN_EAVES): what a roof terrace is laid on. */
export function roofSlab({ footprint: { x, y, w, d } }) {
  return { x0: x + SETBACK - CROWN_EAVES, x1: x + w - SETBACK + CROWN_EAVES, z0: y + SETBACK - CROWN_EAVES, z1: y + d - SETBACK + CROWN_EAVES };
}

export const PANE = new THREE.PlaneGeometry(1, 1);
