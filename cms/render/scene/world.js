import * as THREE from 'three';
import { Batch } from './batch.js';
import { buildCity } from './city.js';
import { createRandom } from '/cms/seed/random.js';
import { PARK } from '/cms/seed/complex.js';
import { facades, residence, streetSide } from './residence.js';
import { createForest } from './trees.js';
import { person as walker } from './people.js';
import { lightSigns, shopLamps } from './shops.js';

/**
 * The residence on its site, as the master plan lays it out (cms/plans/master-plan.ts): streets round the
 * block, the paved site, the courtyard park with its cross of paths and a pool, trees, lamps, the five buildings,
 * the metro pavilion on Presnensky Val and the city beyond.
 */
const PLANE_CELL = 20;
const PLANE_CELLS_MAX = 200;
const plane = (material, x0, y0, x1, y1, height) => {
  // In cells of at most PLANE_CELL metres: Chromium's software WebGL interpolates a huge triangle's depth (the city's
  // ground is 8 km across, cut by the near plane) coarsely enough to draw it over the lawns and roads a few
  // centimetres above it, in some views and at some sizes.
  const cells = (length) => Math.min(PLANE_CELLS_MAX, Math.ceil(length / PLANE_CELL));
  const mesh = new THREE.Mesh(new THREE.PlaneGeometry(x1 - x0, y1 - y0, cells(x1 - x0), cells(y1 - y0)), material);
  mesh.rotation.x = -Math.PI / 2;
  mesh.position.set((x0 + x1) / 2, height, (y0 + y1) / 2);
  mesh.receiveShadow = true;
  return mesh;
};


/** The pavement in front of a building's shops, from its street side to the road: [x0, z0, x1, z1]. */
const shopPavement = (f, side) =>
  ({ south: [f.x - 6, f.y + f.d, f.x + f.w + 6, 210], north: [f.x - 6, -18, f.x + f.w + 6, f.y], east: [f.x + f.w, f.y - 6, 238, f.y + f.d + 6], west: [-18, f.y - 6, f.x, f.y + f.d + 6] })[side];

export function buildWorld(scene, m, { buildings, progress = null, lit = 0, autumn = false, season = null, skipBuilding = null, city = true, eye = null }) {
  const random = createRandom(1905);
  const batch = new Batch();
  // A month's ground: snow from December to March, puddled mud in the wet months.
  if (season?.snow) {
    m.cityGround = m.snow;
    m.lawn = m.snow;
    m.mud = m.snowMud;
    m.paving = m.snowMud;
    // Snow throws the grey sky's light back up into every shadow.
    scene.add(new THREE.HemisphereLight(0xdde3ea, 0xf2f4f6, 1.1));
  } else if (season?.wet) {
    m.mud = m.wetMud;
  }
  scene.add(plane(m.cityGround, -4000, -4000, 4000, 4000, -0.02));
  for (const [x0, y0, x1, y1] of [[-60, -40, 300, -18], [-40, -40, -18, 240], [-60, 210, 300, 232], [238, -40, 260, 240]]) scene.add(plane(m.asphalt, x0, y0, x1, y1, 0.02));
  scene.add(plane(progress ? m.mud : m.paving, -18, -18, 238, 210, 0.03));
  const landscaped = !progress || progress.park;
  if (landscaped) {
    // Lawns over the site, paved aprons round each building and a promenade round the park.
    scene.add(plane(m.lawn, -8, -8, 228, 200, 0.05));
    for (const { footprint: f } of buildings) scene.add(plane(m.paving, f.x - 6, f.y - 6, f.x + f.w + 6, f.y + f.d + 6, 0.06));
    // The promenade round the park: four strips, not one sheet under the park's lawn (5 mm below it, software WebGL
    // drew that paving over the lawn in some views).
    for (const [x0, y0, x1, y1] of [[PARK.x0 - 6, PARK.y0 - 6, PARK.x1 + 6, PARK.y0], [PARK.x0 - 6, PARK.y1, PARK.x1 + 6, PARK.y1 + 6], [PARK.x0 - 6, PARK.y0, PARK.x0, PARK.y1], [PARK.x1, PARK.y0, PARK.x1 + 6, PARK.y1]]) {
      scene.add(plane(m.paving, x0, y0, x1, y1, 0.065));
    }
    // The street sides are the shops' pavement, paved from the shopfronts to the road.
    for (const { footprint: f } of buildings) {
      const side = streetSide(f).name;
      const [x0, y0, x1, y1] = shopPavement(f, side);
      // Slabs of 1.2 m, as a shop street is laid (the site's own paving is larger).
      const slabs = m.paving.clone();
      slabs.color.set(0xb4aca2);
      slabs.map = m.paving.map.clone();
      slabs.map.repeat.set((x1 - x0) / 1.2, (y1 - y0) / 1.2);
      scene.add(plane(slabs, x0, y0, x1, y1, 0.064));
    }
    scene.add(plane(m.paving, -18, 120, 62, 126, 0.062));
    scene.add(plane(m.paving, 182, 60, 238, 66, 0.062));
  }
  if (!progress || progress.park) {
    scene.add(plane(m.lawn, PARK.x0, PARK.y0, PARK.x1, PARK.y1, 0.07));
    scene.add(plane(m.paving, PARK.x0, 96, PARK.x1, 102, 0.1));
    scene.add(plane(m.paving, 118, PARK.y0, 124, PARK.y1, 0.1));
    // A still pool where the paths cross.
    const pool = new THREE.Mesh(new THREE.CylinderGeometry(9, 9, 0.5, 64), m.stone);
    // The water a hand below the stone rim.
    const rim = new THREE.Mesh(new THREE.TorusGeometry(8.65, 0.35, 8, 64), m.stone);
    rim.rotation.x = -Math.PI / 2;
    rim.position.set(121, 0.55, 99);
    rim.receiveShadow = true;
    scene.add(rim);
    pool.position.set(121, 0.2, 99);
    pool.receiveShadow = true;
    scene.add(pool);
    const water = new THREE.Mesh(new THREE.CircleGeometry(8.3, 64), m.water);
    water.rotation.x = -Math.PI / 2;
    water.position.set(121, 0.47, 99);
    scene.add(water);
    for (const [bx, by, turn] of [[100, 95, 0], [142, 95, 0], [100, 103, 0], [142, 103, 0], [116, 70, Math.PI / 2], [126, 128, Math.PI / 2]]) {
      batch.box(m.walnut, [bx - (turn ? 0.3 : 1), 0.4, by - (turn ? 1 : 0.3)], [bx + (turn ? 0.3 : 1), 0.48, by + (turn ? 1 : 0.3)]);
      batch.box(m.darkMetal, [bx - (turn ? 0.25 : 0.9), 0, by - (turn ? 0.9 : 0.25)], [bx + (turn ? 0.25 : 0.9), 0.4, by + (turn ? 0.9 : 0.25)]);
    }
  }
  const forest = createForest(m, { autumn, bare: season?.bare ?? false });
  if (!progress || progress.park) {
    for (let i = 0; i < 95; i += 1) {
      const x = random.float(PARK.x0 + 3, PARK.x1 - 3);
      const y = random.float(PARK.y0 + 3, PARK.y1 - 3);
      if (Math.abs(y - 99) < 6 || Math.abs(x - 121) < 6 || Math.hypot(x - 121, y - 99) < 14) continue;
      forest.plant(x, y, random.float(7, 13), random, { conifers: 1 / 3 });
    }
  }
  if (landscaped) {
    const clear = (x, y) => buildings.every(({ footprint: f }) => x < f.x - 8 || x > f.x + f.w + 8 || y < f.y - 8 || y > f.y + f.d + 8) &&
      (x < PARK.x0 - 8 || x > PARK.x1 + 8 || y < PARK.y0 - 8 || y > PARK.y1 + 8) && Math.abs(y - 123) > 5 && Math.abs(y - 63) > 5;
    for (let i = 0; i < 140; i += 1) {
      const x = random.float(-4, 224);
      const y = random.float(-4, 196);
      if (clear(x, y)) forest.plant(x, y, random.float(6, 11), random, { conifers: 1 / 3 });
    }
  }
  // Street trees along the pavements and lamps along the paths.
  for (let x = -50; x < 300; x += 14) {
    forest.plant(x + random.float(-1, 1), -14, random.float(8, 11), random);
    forest.plant(x + random.float(-1, 1), 236, random.float(8, 11), random);
  }
  for (let y = -30; y < 240; y += 14) forest.plant(-44, y + random.float(-1, 1), random.float(8, 11), random);
  const lampGlow = new THREE.MeshStandardMaterial({ color: 0xfff1d6, emissive: 0xffd9a0, emissiveIntensity: lit ? 6 : 0.2 });
  const lamps = [];
  if (landscaped) {
    // Along the shops' kerb: trees in stone planters, benches between them, lamps.
    for (const { footprint: f } of buildings) {
      const side = streetSide(f).name;
      const [x0, y0, x1, y1] = shopPavement(f, side);
      const kerb = { south: (t) => [t, 206.5], north: (t) => [t, -14.5], east: (t) => [234.5, t], west: (t) => [-14.5, t] }[side];
      const [t0, t1] = side === 'south' || side === 'north' ? [x0 + 3, x1 - 3] : [y0 + 3, y1 - 3];
      for (let t = t0, i = 0; t <= t1; t += 9, i += 1) {
        const [px, pz] = kerb(t);
        batch.box(m.stoneDark, [px - 0.9, 0, pz - 0.9], [px + 0.9, 0.5, pz + 0.9]);
        forest.plant(px, pz, random.float(7, 9), random);
        const [bx, bz] = kerb(t + 4.5);
        if (t + 4.5 > t1) continue;
        if (i % 2 === 0) {
          const along = side === 'south' || side === 'north';
          batch.box(m.walnut, [bx - (along ? 0.9 : 0.25), 0.42, bz - (along ? 0.25 : 0.9)], [bx + (along ? 0.9 : 0.25), 0.48, bz + (along ? 0.25 : 0.9)]);
          batch.box(m.stoneDark, [bx - (along ? 0.8 : 0.2), 0, bz - (along ? 0.2 : 0.8)], [bx + (along ? 0.8 : 0.2), 0.42, bz + (along ? 0.2 : 0.8)]);
        } else lamps.push([bx, bz]);
      }
    }
  }
  if (landscaped) {
    for (let t = PARK.x0 + 6; t < PARK.x1; t += 16) lamps.push([t, 94.5], [t, 103.5]);
    for (let t = PARK.y0 + 6; t < PARK.y1; t += 16) lamps.push([116.5, t], [125.5, t]);
  }
  for (const [lx, ly] of lamps) {
    batch.box(m.darkMetal, [lx - 0.06, 0, ly - 0.06], [lx + 0.06, 3.6, ly + 0.06]);
    batch.box(lampGlow, [lx - 0.18, 3.6, ly - 0.18], [lx + 0.18, 3.95, ly + 0.18]);
  }
  // At dusk the base glows: the lobbies, the shops, the canopies' downlights and the signs.
  for (const [name, day, dusk] of [['lobbyGlow', 0.5, 3], ['shopGlow', 0.3, 0.5], ['lampWarm', 0.8, 6], ['sign', 0.4, 2.2]]) m[name].emissiveIntensity = lit ? dusk : day;
  buildings.forEach((building) => {
    if (building.number === skipBuilding) return;
    const state = progress?.buildings?.[building.number];
    residence(batch, building, m, {
      built: state ? state.built : building.floors,
      clad: state ? state.clad : building.floors,
      lit: lit ? { share: 0.42 * lit, material: m.windowLight, colours: [0xffd49a, 0xffe2b8, 0xffc784, 0xfff0d8] } : null,
      random,
      stone: building.number === 3 ? m.stoneClub : m.stone,
    });
  });
  // The shops' names over their glass, lit at dusk, and their ceiling lamps near the camera lighting the shelves
  // and the pavement in front (a lamp further off is only its glow).
  lightSigns(lit ? 1.4 : 0.12);
  if (lit && eye) {
    for (const [x, y, z] of shopLamps) {
      if (Math.hypot(x - eye[0], z - eye[2]) > 70) continue;
      const lamp = new THREE.PointLight(0xffd3a0, 12, 8, 2);
      lamp.position.set(x, y, z);
      scene.add(lamp);
    }
  }
  // The metro pavilion at the corner of Presnensky Val.
  const red = new THREE.MeshStandardMaterial({ color: 0xb0332c, roughness: 0.55 });
  batch.box(red, [246, 0, 244], [268, 4.2, 256]);
  batch.box(m.glass, [248, 0.2, 243.6], [266, 3.6, 244.2]);
  batch.box(m.stone, [245.5, 4.2, 243.5], [268.5, 4.6, 256.5]);
  if (!progress) life(batch, m, landscaped, lit, eye, buildings);
  batch.into(scene);
  if (city) buildCity(scene, { lit, forest });
  forest.into(scene);
  return { random };
}

const PAINTS = [0x1c1d20, 0xe6e6e3, 0x5b6066, 0x2a3442, 0x8c8f93, 0x3b2a25, 0x10151c];

/**
 * What makes the place lived in: people walking on the park's paths and the pavements, cars parked along the
 * kerbs and driving in the streets (the park itself has none). Each is drawn in its own seeded place.
 */
function life(batch, m, landscaped, lit, eye, buildings) {
  const random = createRandom(2024);
  // Nobody stands in the photographer's way: nothing within 12 m of the camera.
  const clear = (x, z) => !eye || Math.hypot(x - eye[0], z - eye[2]) > 12;
  const person = (x, z, turn = random.float(0, Math.PI * 2)) => {
    if (clear(x, z)) walker(batch, m.cloth, x, z, turn, random);
  };
  if (landscaped) {
    for (let i = 0; i < 46; i += 1) {
      const onCross = random.chance(0.5);
      const x = onCross ? random.float(PARK.x0, PARK.x1) : random.float(117, 123);
      const z = onCross ? random.float(96.5, 101.5) : random.float(PARK.y0, PARK.y1);
      if (Math.hypot(x - 121, z - 99) < 10) continue;
      person(x, z);
    }
  }
  // Shoppers on the shops' pavements: walking along, a few stopped at a window; close to the camera as well.
  for (const { footprint: f } of buildings) {
    const side = facades(f).find(({ name }) => name === streetSide(f).name);
    for (let i = 0; i < 16; i += 1) {
      const t = random.float(1, side.length - 1);
      const window = random.chance(0.2);
      const n = window ? random.float(0.9, 1.3) : random.float(1.8, 9);
      const x = side.from[0] + side.along[0] * t + side.normal[0] * n;
      const z = side.from[1] + side.along[1] * t + side.normal[1] * n;
      if (eye && Math.hypot(x - eye[0], z - eye[2]) < 5) continue;
      const along = Math.atan2(side.along[0], side.along[1]) + (random.chance(0.5) ? Math.PI : 0);
      const turn = window ? Math.atan2(-side.normal[0], -side.normal[1]) : along + random.float(-0.2, 0.2);
      walker(batch, m.cloth, x, z, turn, random, window ? { stride: 0 } : {});
    }
  }
  for (let i = 0; i < 40; i += 1) person(random.float(-40, 280), random.pick([-15.5, 234.5]) + random.float(-1, 1));
  for (let i = 0; i < 16; i += 1) person(random.pick([-15.5, 235.5]) + random.float(-1, 1), random.float(-20, 220));
  // Cars: parked nose to tail along the outer kerbs, a few driving in the lanes; headlights at dusk.
  const car = (x, z, turn) => {
    if (!clear(x, z)) return;
    const colour = random.pick(PAINTS);
    batch.add(CAR_BODY, m.paint, [x, 0.55, z], [4.6, 0.7, 1.85], turn, colour);
    batch.add(CAR_BODY, m.glassDeep, [x, 1.15, z], [2.5, 0.55, 1.6], turn);
    if (lit) batch.add(CAR_BODY, m.lampWarm, [x + Math.cos(turn) * 2.3, 0.6, z - Math.sin(turn) * 2.3], [0.1, 0.15, 1.5], turn);
  };
  for (let x = -50; x < 290; x += random.float(5.4, 9)) if (random.chance(0.7)) car(x, -37.5, 0);
  for (let x = -50; x < 290; x += random.float(5.4, 9)) if (random.chance(0.6)) car(x, 229.5, 0);
  for (let z = -30; z < 230; z += random.float(5.4, 9)) if (random.chance(0.6)) car(257.5, z, Math.PI / 2);
  for (let i = 0; i < 5; i += 1) car(random.float(-40, 280), random.pick([-27, -31]), 0);
  for (let i = 0; i < 4; i += 1) car(random.pick([245, 250]), random.float(-20, 220), Math.PI / 2);
}

const CAR_BODY = new THREE.BoxGeometry(1, 1, 1, 1, 1, 1);
