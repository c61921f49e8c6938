import * as THREE from 'three';
import { GLTFExporter } from 'three/addons/exporters/GLTFExporter.js';

/**
 * The world of a shot as one binary glTF, for the path tracer (cms/render/cycles): every instanced mesh is written
 * out as plain geometry (Blender 3.4 reads no EXT_mesh_gpu_instancing), each copy's colour kept as the vertices'
 * colour; the sky, the sun and the fog stay behind (the path tracer has its own sky and sun, cycles/render.py). A room's
 * lamps (three's point lights) and its open sides (portals) are written as empty nodes whose extras say what they are.
 */
export async function sceneToGlb(scene) {
  const world = new THREE.Scene();
  scene.updateMatrixWorld(true);
  scene.traverse((object) => {
    if (object.isPointLight || object.userData.portal) {
      const marker = new THREE.Object3D();
      marker.name = object.isPointLight ? 'lamp' : 'portal';
      marker.position.setFromMatrixPosition(object.matrixWorld);
      marker.userData = object.isPointLight ? { lamp: { power: object.intensity, colour: object.color.toArray() } } : { portal: object.userData.portal };
      world.add(marker);
      return;
    }
    if (!object.isMesh || !object.visible) return;
    const material = object.material;
    if (!material || (Array.isArray(material) ? material : [material]).some((m) => m.isShaderMaterial)) return;
    const mesh = object.isInstancedMesh ? flatten(object) : new THREE.Mesh(object.geometry, material);
    mesh.matrix.copy(object.matrixWorld);
    mesh.matrixAutoUpdate = false;
    mesh.name = object.name || nameOf(material);
    world.add(mesh);
  });
  world.updateMatrixWorld(true);
  return new GLTFExporter().parseAsync(world, { binary: true, onlyVisible: true, maxTextureSize: 2048 });
}

const nameOf = (material) => (Array.isArray(material) ? material[0]?.name : material?.name) || 'mesh';

/** An instanced mesh as one geometry: the source's vertices once per copy, moved by the copy's matrix. */
function flatten(instanced) {
  const source = instanced.geometry;
  const count = instanced.count;
  const position = source.getAttribute('position');
  const normal = source.getAttribute('normal');
  const uv = source.getAttribute('uv');
  const index = source.index;
  const vertices = position.count;
  const positions = new Float32Array(vertices * count * 3);
  const normals = normal ? new Float32Array(vertices * count * 3) : null;
  const uvs = uv ? new Float32Array(vertices * count * 2) : null;
  const colours = instanced.instanceColor ? new Float32Array(vertices * count * 3) : null;
  const indices = index ? new Uint32Array(index.count * count) : null;
  const matrix = new THREE.Matrix4();
  const normalMatrix = new THREE.Matrix3();
  const v = new THREE.Vector3();
  const colour = new THREE.Color();
  for (let i = 0; i < count; i += 1) {
    instanced.getMatrixAt(i, matrix);
    normalMatrix.getNormalMatrix(matrix);
    if (colours) instanced.getColorAt(i, colour);
    const base = i * vertices;
    for (let j = 0; j < vertices; j += 1) {
      v.fromBufferAttribute(position, j).applyMatrix4(matrix);
      positions.set([v.x, v.y, v.z], (base + j) * 3);
      if (normals) {
        v.fromBufferAttribute(normal, j).applyMatrix3(normalMatrix).normalize();
        normals.set([v.x, v.y, v.z], (base + j) * 3);
      }
      if (uvs) uvs.set([uv.getX(j), uv.getY(j)], (base + j) * 2);
      if (colours) colours.set([colour.r, colour.g, colour.b], (base + j) * 3);
    }
    if (indices) for (let k = 0; k < index.count; k += 1) indices[i * index.count + k] = index.getX(k) + base;
  }
  const geometry = new THREE.BufferGeometry();
  geometry.setAttribute('position', new THREE.BufferAttribute(positions, 3));
  if (normals) geometry.setAttribute('normal', new THREE.BufferAttribute(normals, 3));
  if (uvs) geometry.setAttribute('uv', new THREE.BufferAttribute(uvs, 2));
  if (colours) geometry.setAttribute('color', new THREE.BufferAttribute(colours, 3));
  if (indices) geometry.setIndex(new THREE.BufferAttribute(indices, 1));
  // A copy's colour multiplies the material's, as three draws an instance's colour.
  const material = colours ? Object.assign(instanced.material.clone(), { vertexColors: true, name: instanced.material.name }) : instanced.material;
  return new THREE.Mesh(geometry, material);
}
