import * as THREE from 'three';
import { mergeGeometries, mergeVertices } from 'three/addons/utils/BufferGeometryUtils.js';
import { createRandom } from '/cms/seed/random.js';
import { treeTraits } from '/cms/seed/city-blocks.js';

/**
 * Trees with volume: a broadleaved crown of some forty leafy clumps, most of them near the crown's skin and a few deep
 * inside, so the silhouette is broken, the sky shows through it here and there and the light models each clump; a
 * trunk that forks into limbs, seen through the gaps (and in winter, through the bare twigs); three kinds, drawn
 * instanced with a colour each (linden, maple, birch greens; autumn when asked).
 */
function crown(seed) {
  const random = createRandom(seed);
  const parts = [];
  const clumps = random.int(40, 48);
  for (let i = 0; i < clumps; i += 1) {
    const around = random.float(0, Math.PI * 2);
    // Fewer clumps under the crown than over it: the leaves are where the light is.
    const up = random.float(-0.7, 1);
    const ring = Math.sqrt(1 - up * up);
    const depth = i < 6 ? random.float(0.05, 0.4) : random.float(0.6, 0.92);
    const radius = random.float(0.15, 0.23) * (up < -0.3 ? 0.8 : 1);
    const raw = new THREE.IcosahedronGeometry(radius, 2);
    raw.deleteAttribute('uv');
    raw.deleteAttribute('normal');
    const clump = mergeVertices(raw);
    const position = clump.attributes.position;
    for (let v = 0; v < position.count; v += 1) {
      const p = new THREE.Vector3().fromBufferAttribute(position, v);
      const n = p.clone().normalize();
      const bump = 1 + 0.22 * Math.sin(n.x * 5 + seed + i) * Math.sin(n.y * 6 + i) * Math.sin(n.z * 5 + clumps) + 0.1 * Math.sin(n.x * 17 + n.z * 13 + i) * Math.sin(n.y * 15 + seed);
      p.multiplyScalar(bump);
      position.setXYZ(v, p.x * 1.2, p.y * (p.y < 0 ? 0.5 : 0.72), p.z * 1.2);
    }
    // A spray of leaves: wider than deep, its underside flatter than its top, tipped outwards from the crown's middle.
    clump.rotateZ(-Math.cos(around) * ring * 0.5);
    clump.rotateX(Math.sin(around) * ring * 0.5);
    clump.translate(Math.cos(around) * ring * depth * 0.88, up * depth * 0.72 + 0.12, Math.sin(around) * ring * depth * 0.88);
    parts.push(clump);
  }
  const merged = mergeGeometries(parts);
  merged.computeVertexNormals();
  return merged;
}

/** A trunk of unit height; a broadleaved tree's forks into four limbs two thirds of the way up, reaching into the crown. */
function trunk({ limbs }) {
  const stem = new THREE.CylinderGeometry(0.05, 0.08, 1, 6);
  stem.translate(0, 0.5, 0);
  if (!limbs) return stem;
  const forks = [0, 1, 2, 3].map((i) => {
    const limb = new THREE.CylinderGeometry(0.022, 0.04, 0.75, 5);
    limb.translate(0, 0.375, 0);
    limb.rotateZ(0.85 + (i % 2) * 0.2);
    limb.rotateY((i / 4) * Math.PI * 2 + 0.4);
    limb.translate(0, 0.58 + (i % 2) * 0.08, 0);
    return limb;
  });
  return mergeGeometries([stem, ...forks]);
}

const GREENS = [0x51703a, 0x5d7d41, 0x47663a, 0x6a8a4a, 0x587a3c];
const AUTUMN = [0xb3852f, 0xa0672a, 0x8f7a34, 0xc29a3c, 0x7b6a2e];
/** Bare crowns of winter: the grey-brown haze of twigs, thinner than leaves. */
const TWIGS = [0x6f6357, 0x7a6d60, 0x655a4f, 0x837565, 0x6a5f55];
const NEEDLES = [0x26422e, 0x2b4832, 0x213b29, 0x304c36];

/**
 * A spruce: nine whorls of branches narrowing to the leader, each a cone whose rim is drawn out into drooping branch
 * tips by turns and turned against the whorl below, so the silhouette is ragged as a spruce's is, not a stack of cones.
 */
function conifer(seed = 7) {
  const random = createRandom(seed);
  const whorls = [];
  const count = 9;
  for (let i = 0; i < count; i += 1) {
    const up = i / count;
    const radius = 0.38 * (1 - up) ** 0.85 + 0.025;
    const height = 0.22;
    const cone = new THREE.ConeGeometry(radius, height, 18, 2, true);
    const position = cone.attributes.position;
    for (let v = 0; v < position.count; v += 1) {
      const y = position.getY(v);
      if (y > -height / 2 + 1e-4) continue;
      const angle = Math.atan2(position.getZ(v), position.getX(v));
      const tip = 0.22 * Math.max(0, Math.sin(angle * 6 + i * 1.9)) + 0.08 * Math.sin(angle * 13 + i);
      position.setXYZ(v, position.getX(v) * (1 + tip), y - tip * 0.35, position.getZ(v) * (1 + tip));
    }
    cone.rotateY(random.float(0, Math.PI * 2));
    cone.translate(0, 0.04 + up * 0.96, 0);
    whorls.push(cone);
  }
  const merged = mergeGeometries(whorls);
  merged.computeVertexNormals();
  return merged;
}

/**
 * A season's trees: `bare` (November to April) leaves the broadleaved ones as twigs; `autumn` colours them.
 * Conifers stay green all year.
 */
export function createForest(materials, { autumn = false, bare = false } = {}) {
  const crowns = [crown(1), crown(2), crown(3), conifer()];
  // A spruce's stem stands inside its cone: no limbs to poke out of it.
  const trunks = [trunk({ limbs: true }), trunk({ limbs: false })];
  const items = [];
  return {
    /** A tree standing at (x, y) site metres, `height` tall. */
    plant(x, y, height, random, { conifers = 0 } = {}) {
      const traits = treeTraits(random);
      // A conifer in a share of places, decided by the place itself so the other trees' draws stay as they were.
      const spruce = conifers > 0 && ((Math.sin(x * 12.9898 + y * 78.233) * 43758.5453) % 1 + 1) % 1 < conifers;
      this.add({ x, y, height, ...traits, kind: spruce ? 3 : traits.kind });
    },
    /** A tree whose looks are drawn already (cms/seed/city-blocks.ts). */
    add({ x, y, height, kind, turn, shade, lean }) {
      const palette = kind === 3 ? NEEDLES : bare ? TWIGS : autumn ? AUTUMN : GREENS;
      items.push({ x, y, height, kind, turn, colour: palette[Math.floor(shade * palette.length)], lean });
    },
    into(scene, { shadows = true } = {}) {
      const dummy = new THREE.Object3D();
      trunks.forEach((geometry, spruces) => {
        const mine = items.filter((tree) => (tree.kind === 3) === Boolean(spruces));
        if (!mine.length) return;
        const mesh = new THREE.InstancedMesh(geometry, materials.bark, mine.length);
        mine.forEach((tree, i) => {
          dummy.position.set(tree.x, 0, tree.y);
          dummy.rotation.set(0, tree.turn, 0);
          dummy.scale.set(tree.height * 0.32, tree.height * 0.62, tree.height * 0.32);
          dummy.updateMatrix();
          mesh.setMatrixAt(i, dummy.matrix);
        });
        mesh.castShadow = shadows;
        mesh.receiveShadow = true;
        scene.add(mesh);
      });
      crowns.forEach((geometry, kind) => {
        const mine = items.filter((tree) => tree.kind === kind);
        if (!mine.length) return;
        const mesh = new THREE.InstancedMesh(geometry, kind === 3 || !bare ? materials.leaves : materials.twigs, mine.length);
        mine.forEach((tree, i) => {
          const size = tree.height * (bare && kind !== 3 ? 0.3 : 0.36);
          if (kind === 3) {
            // A conifer's crown reaches the ground's third: a tall narrow cone.
            dummy.position.set(tree.x, tree.height * 0.12, tree.y);
            dummy.scale.set(tree.height * 0.5, tree.height * 1.15, tree.height * 0.5);
          } else {
            dummy.position.set(tree.x, tree.height * 0.66, tree.y);
            dummy.scale.set(size * tree.lean, size * 1.05, size / tree.lean);
          }
          dummy.rotation.set(0, tree.turn, 0);
          dummy.updateMatrix();
          mesh.setMatrixAt(i, dummy.matrix);
          mesh.setColorAt(i, new THREE.Color(tree.colour));
        });
        mesh.castShadow = shadows;
        mesh.receiveShadow = true;
        mesh.computeBoundingSphere();
        scene.add(mesh);
      });
    },
  };
}
