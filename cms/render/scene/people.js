import * as THREE from 'three';

/**
 * People as a photographer's lens sees them from a few metres to a few hundred: legs mid-stride, arms, a coat or a
 * shirt over trousers, a head with its hair, some carrying a bag. Capsules and spheres, each person seeded: tall or
 * short, dressed for the season of the picture.
 */
const LIMB = new THREE.CapsuleGeometry(0.5, 1, 3, 8);
const HEAD = new THREE.SphereGeometry(0.5, 12, 10);
const BAG = new THREE.BoxGeometry(1, 1, 1);

const TOPS = [0x2b2b2e, 0x3d4452, 0x7a6a58, 0xb9ad9a, 0x5c2f2a, 0x2f4a5a, 0xd8d2c8, 0x4a4f3a, 0x8c3b32, 0xe6e1d6, 0x6b5a4a];
const TROUSERS = [0x222226, 0x33363d, 0x4a4036, 0x2c3440, 0x5a5650, 0xcfc6b6];
const SKIN = [0xe2bfa3, 0xd9b59a, 0xc79c7e, 0x9a7058, 0x6e4c3a];
const HAIR = [0x1e1814, 0x3a2a1e, 0x5a4030, 0x8a6a48, 0xb8a078, 0x9a9a98];
const BAGS = [0x1a1a1c, 0x6b4a30, 0xc9b79a, 0x8c2f2a];

/**
 * One person standing or walking at (x, z), facing `turn` (radians about the vertical, 0 facing +z).
 * `options.stride` 0 stands, 1 walks; `options.coat` lengthens the top below the hips.
 */
export function person(batch, material, x, z, turn, random, { stride = random.float(0.4, 1), coat = random.chance(0.35), y = 0 } = {}) {
  const tall = random.float(1.58, 1.9);
  const forward = [Math.sin(turn), Math.cos(turn)];
  const right = [Math.cos(turn), -Math.sin(turn)];
  const at = (side, ahead, height) => [x + right[0] * side + forward[0] * ahead, y + height, z + right[1] * side + forward[1] * ahead];
  const top = random.pick(TOPS);
  const legs = random.pick(TROUSERS);
  const step = 0.13 * stride;
  const hip = tall * 0.5;
  // A capsule of radius 0.5 and length 1 is two units tall: scaled by h / 2 it stands h high.
  for (const [side, ahead] of [[-0.085, step], [0.085, -step]]) {
    batch.add(LIMB, material, at(side * tall, ahead, hip / 2), [0.13 * tall / 1.75, hip / 2, 0.15], turn, legs);
  }
  const torsoBottom = coat ? tall * 0.36 : tall * 0.47;
  const shoulders = tall * 0.82;
  batch.add(LIMB, material, at(0, 0, (torsoBottom + shoulders) / 2), [0.4 * tall / 1.75, (shoulders - torsoBottom) / 2, 0.24], turn, top);
  for (const [side, ahead] of [[-0.26, -step * 0.7], [0.26, step * 0.7]]) {
    batch.add(LIMB, material, at(side * tall / 1.75, ahead, tall * 0.63), [0.08, tall * 0.17, 0.09], turn, random.chance(0.8) ? top : random.pick(SKIN));
  }
  const skin = random.pick(SKIN);
  batch.add(HEAD, material, at(0, 0, tall * 0.91), [0.19, 0.23, 0.21], turn, skin);
  batch.add(HEAD, material, at(0, -0.015, tall * 0.94), [0.2, 0.18, 0.21], turn, random.pick(HAIR));
  if (random.chance(0.35)) {
    const side = random.chance(0.5) ? -1 : 1;
    batch.add(BAG, material, at(side * 0.27 * tall / 1.75, 0, tall * 0.46), [0.08, 0.3, 0.34], turn, random.pick(BAGS));
  }
}
