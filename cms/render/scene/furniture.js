import * as THREE from 'three';
import { RoundedBoxGeometry } from 'three/addons/geometries/RoundedBoxGeometry.js';
import { createRandom } from '/cms/seed/random.js';
import { BOX } from './batch.js';

/**
 * The parts furniture and fittings are made of, placed by their extents in the world (three's axes: x east, y up,
 * z south): soft boxes for upholstery, cylinders upright or lying along x or z, spheres, frames on a wall.
 */
const rounded = new Map();
function soft(radius) {
  if (!rounded.has(radius)) rounded.set(radius, new RoundedBoxGeometry(1, 1, 1, 3, radius));
  return rounded.get(radius);
}

/** A soft box (upholstery, tabletops) from min to max: the rounding is in the unit box, scaled per axis. */
export function softBox(batch, material, min, max, radius = 0.12) {
  // Upholstery is built of rounded boxes that overlap (a sofa's arms over its base, its back over its seat), often
  // sharing a face's plane: a path tracer's bounce leaves one into the other and comes back black (a dark patch at a
  // sofa's end). Each box is drawn 0.5–1.5 mm inside its bounds, by an amount of its own, so no two faces coincide.
  const inset = 0.0005 + 0.001 * insetOf(min, max);
  const [lo, hi] = [min.map((v) => v + inset), max.map((v) => v - inset)];
  batch.add(soft(radius), material, centre(lo, hi), size(lo, hi));
}

/** A number in [0, 1) of a box's bounds, the same in every run. */
function insetOf(min, max) {
  const x = Math.sin(min[0] * 12.9898 + min[1] * 78.233 + min[2] * 37.719 + max[0] * 3.17 + max[1] * 5.71 + max[2] * 9.37) * 43758.5453;
  return x - Math.floor(x);
}

const centre = (min, max) => [(min[0] + max[0]) / 2, (min[1] + max[1]) / 2, (min[2] + max[2]) / 2];
const size = (min, max) => [max[0] - min[0], max[1] - min[1], max[2] - min[2]];

const CYLINDER = new THREE.CylinderGeometry(0.5, 0.5, 1, 24);
const CYLINDER_X = new THREE.CylinderGeometry(0.5, 0.5, 1, 20).rotateZ(Math.PI / 2);
const CYLINDER_Z = new THREE.CylinderGeometry(0.5, 0.5, 1, 20).rotateX(Math.PI / 2);
/** A lamp's shade: open, narrower at the top. */
const SHADE = new THREE.CylinderGeometry(0.32, 0.5, 1, 28, 1, true);
/** A factory pendant's enamel cone. */
const CONE = new THREE.CylinderGeometry(0.08, 0.5, 1, 28, 1, true);
export const SPHERE = new THREE.SphereGeometry(0.5, 24, 16);
export const LEAF = new THREE.IcosahedronGeometry(1, 2);

/** An upright cylinder (a leg, a round tabletop, a pouf, a rug) of `diameter` (or [dx, dz]) from y0 to y1. */
export function cylinder(batch, material, x, z, y0, y1, diameter) {
  const [dx, dz] = Array.isArray(diameter) ? diameter : [diameter, diameter];
  batch.add(CYLINDER, material, [x, (y0 + y1) / 2, z], [dx, y1 - y0, dz]);
}

/** A cylinder lying along x (from x0 to x1) or z, its axis at (y, z) or (x, y). */
export function rodX(batch, material, x0, x1, y, z, diameter) {
  batch.add(CYLINDER_X, material, [(x0 + x1) / 2, y, z], [x1 - x0, diameter, diameter]);
}
export function rodZ(batch, material, z0, z1, x, y, diameter) {
  batch.add(CYLINDER_Z, material, [x, y, (z0 + z1) / 2], [diameter, diameter, z1 - z0]);
}

export function sphere(batch, material, at, diameter, colour) {
  batch.add(SPHERE, material, at, Array.isArray(diameter) ? diameter : [diameter, diameter, diameter], 0, colour);
}

/**
 * A wall of the room as a plane: `axis` is the direction it runs in ('x' or 'z'), `plane` its inner face's
 * coordinate across, `inward` the sign towards the room.
 */
export function wallsOf({ x0, x1, z0, z1 }) {
  return {
    north: { axis: 'x', plane: z0, inward: 1 },
    south: { axis: 'x', plane: z1, inward: -1 },
    west: { axis: 'z', plane: x0, inward: 1 },
    east: { axis: 'z', plane: x1, inward: -1 },
  };
}

/** A box on a wall: from a0 to a1 along it, y0 to y1 up, d0 to d1 out from its face into the room. */
export function onWall(batch, material, wall, a0, a1, y0, y1, d0, d1, colour) {
  const p0 = wall.plane + wall.inward * d0;
  const p1 = wall.plane + wall.inward * d1;
  const [n0, n1] = [Math.min(p0, p1), Math.max(p0, p1)];
  const [min, max] = wall.axis === 'x' ? [[a0, y0, n0], [a1, y1, n1]] : [[n0, y0, a0], [n1, y1, a1]];
  batch.add(BOX, material, centre(min, max), size(min, max), 0, colour);
}

/** A rectangular frame of mouldings (or a picture's frame) on a wall: `width` its profile's face, `depth` how far it stands out. */
export function wallFrame(batch, material, wall, a0, a1, y0, y1, { width = 0.045, depth = 0.03, from = 0 } = {}) {
  onWall(batch, material, wall, a0, a1, y0, y0 + width, from, from + depth);
  onWall(batch, material, wall, a0, a1, y1 - width, y1, from, from + depth);
  // The stiles between the rails, not through them: boxes that overlap share faces in one plane, where a path
  // tracer's bounce leaves one face into the other and comes back black (a dark dot at every corner).
  onWall(batch, material, wall, a0, a0 + width, y0 + width, y1 - width, from, from + depth);
  onWall(batch, material, wall, a1 - width, a1, y0 + width, y1 - width, from, from + depth);
}

/** A lamp shade (open, lit from inside) hanging or standing with its foot at `y`. */
export function shade(batch, material, x, y, z, diameter, height) {
  batch.add(SHADE, material, [x, y + height / 2, z], [diameter, height, diameter]);
}

/** A factory pendant: the cord, the enamel cone, the bulb glowing in its mouth, and the light it casts. */
export function conePendant(scene, batch, { cord, enamel, glow }, x, z, ceiling, low, diameter = 0.38, power = 4) {
  cylinder(batch, cord, x, z, low + 0.2, ceiling, 0.012);
  batch.add(CONE, enamel, [x, low + 0.1, z], [diameter, 0.22, diameter]);
  sphere(batch, glow, [x, low + 0.02, z], 0.09);
  const light = new THREE.PointLight(0xffd2a0, power, 7, 2);
  light.position.set(x, low - 0.1, z);
  scene.add(light);
}

/** A warm point light, as a lamp gives. */
export function lampLight(scene, x, y, z, power = 3, distance = 6, colour = 0xffd9a8) {
  const light = new THREE.PointLight(colour, power, distance, 2);
  light.position.set(x, y, z);
  scene.add(light);
}

/** A matt material of a colour (roughness and any other of three's options may be given). */
export const standard = (color, roughness = 0.9, extra = {}) => new THREE.MeshStandardMaterial({ color, roughness, ...extra });

/**
 * Curtains at the window: pleats as upright cylinders `step` apart, every other one `sway` further out, in each
 * [z0, z1] span, from the floor to `top`.
 */
export function curtains(batch, material, x, spans, base, top, { step, sway, diameter }) {
  for (const [z0, z1] of spans) {
    for (let z = z0 + 0.05, i = 0; z < z1; z += step, i += 1) cylinder(batch, material, x + (i % 2) * sway, z, base + 0.01, top, diameter);
  }
}

/** A plant's materials: its pot and its leaves. */
export function potted(pot = 0xcfc6b8, leaves = 0x4d6e3c) {
  return { pot: new THREE.MeshStandardMaterial({ color: pot, roughness: 0.7 }), leaves: new THREE.MeshStandardMaterial({ color: leaves, roughness: 0.8 }) };
}

/** A plant in a pot: a cluster of leaf masses over it; `size` scales it, `pot` the pot's material. */
export function plant(batch, { pot, leaves }, x, base, z, size = 1) {
  softBox(batch, pot, [x - 0.25 * size, base, z - 0.25 * size], [x + 0.25 * size, base + 0.55 * size, z + 0.25 * size], 0.08);
  for (let i = 0; i < 9; i += 1) {
    const a = i * 2.4;
    const r = (0.12 + (i % 3) * 0.07) * size;
    batch.add(LEAF, leaves, [x + Math.cos(a) * r, base + (0.75 + (i % 4) * 0.22) * size, z + Math.sin(a) * r], [0.3 * size, 0.2 * size, 0.3 * size], a);
  }
}

/**
 * A potted tree (a fiddle-leaf fig, an olive): a trunk from a round pot and leaves, each a small flattened
 * ellipsoid at its own turn, in a loose crown from half its height up. `height` in metres.
 */
export function tree(batch, { pot, trunk, leaves }, x, base, z, height, { spread = 0.45, leaf = 0.16, count = 70, seed = 1 } = {}) {
  cylinder(batch, pot, x, z, base, base + 0.4, 0.42);
  cylinder(batch, trunk, x, z, base + 0.4, base + height * 0.75, 0.035);
  const { next } = createRandom(seed);
  for (let i = 0; i < count; i += 1) {
    const a = next() * Math.PI * 2;
    // A round crown over a bare stem: widest two thirds of the way up.
    const h = 0.5 + next() * 0.5;
    const r = spread * Math.sin((Math.PI * (h - 0.47)) / 0.56) * (0.35 + next() * 0.65);
    // Each leaf hangs outwards and down a little from where it grows.
    batch.add(SPHERE, leaves, [x + Math.cos(a) * r, base + height * h, z + Math.sin(a) * r], [leaf * 1.4, leaf * 0.25, leaf], [0, -a, -(0.05 + next() * 0.4)]);
  }
}
