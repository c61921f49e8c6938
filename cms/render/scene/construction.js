import * as THREE from 'three';
import { Batch } from './batch.js';
import { createRandom } from '/cms/seed/random.js';
import { STOREY } from '/cms/seed/complex.js';
import { buildingHeight, floorBase } from './residence.js';

/**
 * The site as a monthly photo shows it: a fence of profiled sheet round the mud, site cabins, pits where a
 * building has not started, bare concrete floors with columns and a core above the clad ones, climbing formwork
 * on the top floor, green safety mesh where the facade is being hung, and a tower crane over every rising building.
 */
export function buildConstruction(scene, m, construction, buildings) {
  const random = createRandom(construction.seed ?? 7);
  const batch = new Batch();
  const fence = new THREE.MeshStandardMaterial({ color: 0x5f7f74, roughness: 0.6, metalness: 0.3 });
  const formwork = new THREE.MeshStandardMaterial({ color: 0xe0a526, roughness: 0.7 });
  const crane = new THREE.MeshStandardMaterial({ color: 0xe8b317, roughness: 0.55, metalness: 0.2 });
  const mesh = new THREE.MeshStandardMaterial({ color: 0x3f6f47, roughness: 0.9, transparent: true, opacity: 0.82 });
  const pit = new THREE.MeshStandardMaterial({ color: 0x5a4a3a, roughness: 1 });
  const cabin = new THREE.MeshStandardMaterial({ color: 0x2f5e9c, roughness: 0.6 });
  const white = new THREE.MeshStandardMaterial({ color: 0xe9e9e4, roughness: 0.7 });
  // The fence, in 3 m panels, with a gate.
  const edges = [[-12, -12, 232, -12], [232, -12, 232, 206], [232, 206, -12, 206], [-12, 206, -12, -12]];
  for (const [x0, y0, x1, y1] of edges) {
    const length = Math.hypot(x1 - x0, y1 - y0);
    for (let t = 0; t < length; t += 3) {
      if (x0 === 232 && t > 90 && t < 102) continue;
      const x = x0 + ((x1 - x0) * t) / length;
      const y = y0 + ((y1 - y0) * t) / length;
      const along = x0 === x1 ? [0.08, 1.5] : [1.5, 0.08];
      batch.box(fence, [x - along[0], 0, y - along[1]], [x + along[0], 2.2, y + along[1]]);
    }
  }
  // The hoarding along the lane: the developer's banners over the fence.
  const banner = new THREE.MeshStandardMaterial({ map: hoardingTexture(), roughness: 0.7 });
  for (let x = 10; x < 140; x += 26) batch.add(PANEL, banner, [x + 12, 2.4, -12.2], [24, 2.4, 1], Math.PI);
  for (let i = 0; i < 6; i += 1) {
    const x = 150 + i * 6.4;
    batch.box(i % 2 ? white : cabin, [x, 0, -8], [x + 6, 2.6, -5.5]);
    batch.box(i % 2 ? cabin : white, [x, 2.6, -8], [x + 6, 5.2, -5.5]);
  }
  for (const building of buildings) {
    const state = construction.buildings[building.number];
    if (!state) continue;
    const { x, y, w, d } = building.footprint;
    if (state.built === 0) {
      batch.box(pit, [x - 4, -0.5, y - 4], [x + w + 4, 0.09, y + d + 4]);
      batch.box(m.concrete, [x, 0.09, y], [x + w * state.slab, 0.5, y + d]);
      if (state.rising === 0) continue;
    }
    const columns = columnGrid(building.footprint);
    // Bare frame above the finished facade.
    for (let floor = Math.max(1, state.clad + 1); floor <= state.built; floor += 1) {
      const base = floorBase(floor);
      const next = floorBase(floor + 1);
      batch.box(m.concrete, [x, base - 0.25, y], [x + w, base, y + d]);
      for (const [cx, cy] of columns) batch.box(m.concrete, [cx - 0.3, base, cy - 0.3], [cx + 0.3, next - 0.25, cy + 0.3]);
    }
    const top = buildingHeight(state.built);
    // The next floor's columns, as far as they are cast.
    if (state.rising > 0.05) {
      const up = (state.built === 0 ? STOREY.ground : STOREY.typical) * state.rising;
      for (const [cx, cy] of columns) {
        if ((cx + cy) % 3 < 3 * state.rising + 0.5) batch.box(m.concrete, [cx - 0.3, top, cy - 0.3], [cx + 0.3, top + up, cy + 0.3]);
      }
    }
    batch.box(m.concrete, [x + w / 2 - 4, 0, y + d / 2 - 3], [x + w / 2 + 4, top + 3.2, y + d / 2 + 3]);
    batch.box(m.concrete, [x, top - 0.25, y], [x + w, top, y + d]);
    if (state.built < building.floors) {
      // Climbing formwork round the top floor.
      const out = 0.6;
      for (const [ax, ay, bx, by] of [[x - out, y - out, x + w + out, y], [x - out, y + d, x + w + out, y + d + out], [x - out, y, x, y + d], [x + w, y, x + w + out, y + d]]) {
        batch.box(formwork, [ax, top, ay], [bx, top + 3.4, by]);
      }
    }
    if (state.clad < state.built && state.clad > 0) {
      // Safety mesh over the floors the facade is being hung on.
      const from = floorBase(Math.max(1, state.clad - 1));
      const to = floorBase(Math.min(state.built, state.clad + 3));
      batch.box(mesh, [x - 1.4, from, y - 1.4], [x + w + 1.4, to, y - 1.1]);
      batch.box(mesh, [x + w + 1.1, from, y - 1.4], [x + w + 1.4, to, y + d + 1.4]);
    }
    if (state.built < building.floors || state.clad < building.floors - 2) towerCrane(batch, crane, building, top, random);
    // The crew on the top slab: orange vests, white helmets.
    if (state.built > 0 && state.built < building.floors) {
      for (let i = 0; i < 6; i += 1) worker(batch, x + random.float(1, w - 1), top, y + random.float(1, d - 1), random);
    }
  }
  // Workers on the ground, a concrete mixer and a dump truck by the gate, their wheels in the mud.
  for (let i = 0; i < 14; i += 1) worker(batch, random.float(0, 220), 0, random.float(0, 200), random);
  const mixer = new THREE.MeshStandardMaterial({ color: 0xd9d6cf, roughness: 0.5, metalness: 0.3 });
  const cab = new THREE.MeshStandardMaterial({ color: 0xc23b22, roughness: 0.5 });
  const dirt = new THREE.MeshStandardMaterial({ color: 0x5b4c3c, roughness: 1 });
  for (const [mx, mz, loaded] of [[214, 98, true], [200, 120, false], [150, 40, true]]) {
    batch.box(cab, [mx, 0.9, mz - 1.25], [mx + 2.4, 3.3, mz + 1.25]);
    batch.box(dirt, [mx - 7.5, 0.4, mz - 1.3], [mx + 2.4, 1.0, mz + 1.3]);
    if (loaded) batch.add(DRUM, mixer, [mx - 3.6, 2.5, mz], [1.4, 4.6, 1.4], 0);
    else batch.box(cab, [mx - 7.2, 1.0, mz - 1.25], [mx - 0.3, 2.6, mz + 1.25]);
  }
  batch.into(scene);
}

/** Where a floor's columns stand: about every 6 m each way, inside the footprint's edges. */
function columnGrid({ x, y, w, d }) {
  const points = [];
  for (let cx = x + 0.4; cx <= x + w - 0.4; cx += (w - 0.8) / Math.max(1, Math.round(w / 6))) {
    for (let cy = y + 0.4; cy <= y + d - 0.4; cy += (d - 0.8) / Math.max(1, Math.round(d / 6))) points.push([cx, cy]);
  }
  return points;
}

/** A tower crane beside the building: lattice mast, jib, counter-jib with its weights, cab and ties. */
function towerCrane(batch, material, building, top, random) {
  const { x, y, w, d } = building.footprint;
  const horizontal = w > d;
  const mx = horizontal ? x + w * random.float(0.3, 0.7) : x + w + 6;
  const my = horizontal ? y + d + 6 : y + d * random.float(0.3, 0.7);
  const height = top + 14;
  const leg = 0.16;
  for (const [ox, oy] of [[-1, -1], [1, -1], [1, 1], [-1, 1]]) batch.box(material, [mx + ox * 1 - leg, 0, my + oy * 1 - leg], [mx + ox * 1 + leg, height, my + oy * 1 + leg]);
  for (let h = 0; h < height; h += 2.4) {
    batch.box(material, [mx - 1.1, h, my - 1.1], [mx + 1.1, h + 0.14, my - 0.9]);
    batch.box(material, [mx - 1.1, h, my + 0.9], [mx + 1.1, h + 0.14, my + 1.1]);
    batch.box(material, [mx - 1.1, h + 1.2, my - 1.1], [mx - 0.9, h + 1.34, my + 1.1]);
    batch.box(material, [mx + 0.9, h + 1.2, my - 1.1], [mx + 1.1, h + 1.34, my + 1.1]);
  }
  const angle = random.float(0, Math.PI * 2);
  const jib = 52;
  const counter = 16;
  const along = (t, h, half = 0.7) => {
    const cx = mx + Math.cos(angle) * t;
    const cy = my + Math.sin(angle) * t;
    return [cx, h, cy, half];
  };
  // The jib and counter-jib as segments along the crane's heading.
  for (let t = -counter; t < jib; t += 2) {
    const [cx, h, cy] = along(t + 1, height);
    batch.add(BEAM, material, [cx, h + 0.7, cy], [2.1, 1.4, 1.3], -angle);
  }
  const [wx, wh, wy] = along(-counter + 3, height);
  batch.add(BEAM, new THREE.MeshStandardMaterial({ color: 0x8d8d88, roughness: 0.9 }), [wx, wh + 2, wy], [5, 2.4, 2.4], -angle);
  batch.add(BEAM, material, [mx, height + 5, my], [1.2, 10, 1.2], -angle);
  const [kx, kh, ky] = along(2.5, height);
  batch.add(BEAM, new THREE.MeshStandardMaterial({ color: 0xf1f1ec, roughness: 0.4 }), [kx, kh - 1.2, ky], [2.4, 2.4, 2.2], -angle);
  const [hx, hh, hy] = along(jib * random.float(0.45, 0.85), height);
  batch.add(BEAM, new THREE.MeshStandardMaterial({ color: 0x222222 }), [hx, hh - 12, hy], [0.06, 24, 0.06], 0);
}

const BEAM = new THREE.BoxGeometry(1, 1, 1);
const PANEL = new THREE.PlaneGeometry(1, 1);
const DRUM = new THREE.CylinderGeometry(0.5, 0.4, 1, 12).rotateZ(Math.PI / 2);
const PERSON = new THREE.CapsuleGeometry(0.5, 1, 3, 8);
const HELMET = new THREE.SphereGeometry(0.5, 10, 8);
const VEST = new THREE.MeshStandardMaterial({ color: 0xff7a1a, roughness: 0.7, emissive: 0x3a1600 });
const WHITE_HAT = new THREE.MeshStandardMaterial({ color: 0xf4f4ef, roughness: 0.5 });

/** A worker standing on a slab at height `h`. */
function worker(batch, x, h, z, random) {
  const turn = random.float(0, Math.PI * 2);
  batch.add(PERSON, VEST, [x, h + 0.75, z], [0.44, 0.9, 0.3], turn);
  batch.add(HELMET, WHITE_HAT, [x, h + 1.62, z], [0.26, 0.2, 0.26], turn);
}

/** The developer's banner on the hoarding: its name, the complex, the handover. */
function hoardingTexture() {
  const canvas = document.createElement('canvas');
  canvas.width = 2048;
  canvas.height = 204;
  const context = canvas.getContext('2d');
  context.fillStyle = '#23302a';
  context.fillRect(0, 0, 2048, 204);
  context.fillStyle = '#b08a5a';
  context.fillRect(0, 178, 2048, 10);
  context.fillStyle = '#f3ece0';
  context.textBaseline = 'middle';
  context.font = '600 84px "DejaVu Serif", serif';
  context.fillText('РЕЗИДЕНЦИЯ «ВЕРЕСК»', 60, 92);
  context.font = '400 38px "DejaVu Sans", sans-serif';
  context.textAlign = 'right';
  context.fillText('Застройщик «Вереск Пресня»', 1990, 70);
  context.fillText('Ввод I очереди — II кв. 2027', 1990, 124);
  const texture = new THREE.CanvasTexture(canvas);
  texture.colorSpace = THREE.SRGBColorSpace;
  return texture;
}
