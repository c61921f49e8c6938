import * as THREE from 'three';

/** Boxes and other repeated parts collected per geometry and material, then drawn as one instanced mesh each. */
export class Batch {
  constructor() {
    this.groups = new Map();
    this.openings = [];
  }

  /**
   * A room's open side from `min` to `max`, daylight coming in along `inward` (a unit axis): drawn as nothing, kept
   * for the path tracer, which samples the sky through it (a portal, cms/render/cycles/render.py).
   */
  opening(min, max, inward) {
    this.openings.push({ min, max, inward });
  }

  /** A box from `min` to `max` (three's axes: x east, y up, z south), optionally turned about its centre's vertical. */
  box(material, min, max, rotationY = 0) {
    const size = [max[0] - min[0], max[1] - min[1], max[2] - min[2]];
    const centre = [(min[0] + max[0]) / 2, (min[1] + max[1]) / 2, (min[2] + max[2]) / 2];
    this.add(BOX, material, centre, size, rotationY);
  }

  add(geometry, material, position, scale, rotationY = 0, colour) {
    const key = `${geometry.uuid}:${material.uuid}`;
    let group = this.groups.get(key);
    if (!group) {
      group = { geometry, material, matrices: [], colours: [] };
      this.groups.set(key, group);
    }
    // A turn about the vertical, or [x, y, z] radians (turned about y first, then tilted: a leaf's own angle).
    const turn = Array.isArray(rotationY) ? new THREE.Quaternion().setFromEuler(new THREE.Euler(rotationY[0], rotationY[1], rotationY[2], 'YXZ')) : new THREE.Quaternion().setFromAxisAngle(new THREE.Vector3(0, 1, 0), rotationY);
    const matrix = new THREE.Matrix4().compose(
      new THREE.Vector3(...position),
      turn,
      new THREE.Vector3(...(Array.isArray(scale) ? scale : [scale, scale, scale])),
    );
    group.matrices.push(matrix);
    group.colours.push(colour ?? null);
  }

  into(parent, { castShadow = true, receiveShadow = true } = {}) {
    for (const { geometry, material, matrices, colours } of this.groups.values()) {
      const mesh = new THREE.InstancedMesh(geometry, material, matrices.length);
      matrices.forEach((matrix, i) => mesh.setMatrixAt(i, matrix));
      if (colours.some(Boolean)) colours.forEach((colour, i) => mesh.setColorAt(i, new THREE.Color(colour ?? 0xffffff)));
      mesh.castShadow = castShadow;
      mesh.receiveShadow = receiveShadow;
      mesh.computeBoundingSphere();
      parent.add(mesh);
    }
    for (const opening of this.openings) parent.add(Object.assign(new THREE.Object3D(), { name: 'portal', userData: { portal: opening } }));
    this.groups.clear();
    this.openings = [];
  }
}

export const BOX = new THREE.BoxGeometry(1, 1, 1);
