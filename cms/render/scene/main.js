import * as THREE from 'three';
import { EffectComposer } from 'three/addons/postprocessing/EffectComposer.js';
import { RenderPass } from 'three/addons/postprocessing/RenderPass.js';
import { GTAOPass } from 'three/addons/postprocessing/GTAOPass.js';
import { OutputPass } from 'three/addons/postprocessing/OutputPass.js';
import { createMaterials } from './materials.js';
import { applyLight } from './light.js';
import { buildWorld } from './world.js';
import { buildInterior } from './interiors.js';
import { buildConstruction } from './construction.js';
import { createRandom } from '/cms/seed/random.js';
import { sceneToGlb } from './gltf.js';

/**
 * One picture of the world (cms/render/shots.ts describes each): the scene is built afresh from the same seeds,
 * lit, rendered with cast shadows and ground-truth ambient occlusion at `supersample` times the size, and
 * returned as PNG for the harness to scale down and encode.
 */
const canvas = document.createElement('canvas');
document.body.append(canvas);
const renderer = new THREE.WebGLRenderer({ canvas, antialias: false, preserveDrawingBuffer: true });
renderer.shadowMap.enabled = true;
renderer.shadowMap.type = THREE.PCFShadowMap;
renderer.toneMapping = THREE.ACESFilmicToneMapping;
renderer.outputColorSpace = THREE.SRGBColorSpace;
renderer.setPixelRatio(1);

function dispose(scene) {
  scene.traverse((object) => {
    object.geometry?.dispose?.();
    const materials = Array.isArray(object.material) ? object.material : object.material ? [object.material] : [];
    for (const material of materials) {
      for (const value of Object.values(material)) if (value?.isTexture) value.dispose();
      material.dispose();
    }
  });
  scene.environment?.dispose();
}

/** A number from a shot's name: what three's own randomness (the AO pass's noise) is seeded with. */
const seedOf = (text) => [...text].reduce((hash, ch) => Math.imul(hash ^ ch.charCodeAt(0), 16777619) >>> 0, 2166136261);

/** The shot's world: light, the room it is taken in (if any), the site in its month, the city. */
function buildScene(shot) {
  // Nothing is left to chance: three's helpers that call Math.random draw from the shot's own sequence.
  Math.random = createRandom(seedOf(shot.name)).next;
  const scene = new THREE.Scene();
  const materials = createMaterials();
  const { preset, sunDirection } = applyLight(scene, renderer, shot.light, shot.shadow ?? {});
  scene.userData.light = { ...preset, sunDirection: sunDirection.toArray() };
  if (shot.interior) {
    // Inside, the sky's blue is a small share of the light: warm fill from the room's own surfaces and lamps.
    buildInterior(scene, materials, shot.interior, preset);
    if (shot.interior.kind !== 'terrace') {
      scene.environmentIntensity *= 0.55;
      scene.add(new THREE.HemisphereLight(0xfff0dc, 0x9a8670, preset.lit ? 1.4 : 0.9));
      renderer.toneMappingExposure *= 1.2;
    }
  }
  if (shot.construction) buildConstruction(scene, materials, shot.construction, shot.world.buildings);
  buildWorld(scene, materials, { ...shot.world, eye: shot.camera.position, lit: preset.lit, skipBuilding: shot.interior?.kind === 'terrace' ? null : (shot.interior?.building ?? null) });
  return scene;
}

/** One picture of the scene from the camera: rendered, ambient occlusion applied, tone-mapped; PNG. */
function photograph(scene, camera, width, height, shot) {
  renderer.setSize(width, height, false);
  const composer = new EffectComposer(renderer, new THREE.WebGLRenderTarget(width, height, { type: THREE.HalfFloatType }));
  composer.setSize(width, height);
  composer.addPass(new RenderPass(scene, camera));
  const ao = new GTAOPass(scene, camera, width, height);
  ao.updateGtaoMaterial({ radius: shot.ao?.radius ?? 2.5, distanceExponent: 1.5, thickness: 1.5, scale: 1, samples: 16 });
  ao.updatePdMaterial({ lumaPhi: 10, depthPhi: 2, normalPhi: 3, radius: 6, rings: 2, samples: 16 });
  ao.blendIntensity = shot.ao?.intensity ?? 1;
  composer.addPass(ao);
  composer.addPass(new OutputPass());
  composer.render();
  if (shot.stamp) stamp(shot.stamp, width, height);
  const url = canvas.toDataURL('image/png');
  composer.dispose();
  ao.dispose();
  return url;
}

window.renderShot = async (shot) => {
  const width = Math.round(shot.width * shot.supersample);
  const height = Math.round(shot.height * shot.supersample);
  const scene = buildScene(shot);
  const { ortho } = shot.camera;
  const camera = ortho
    ? new THREE.OrthographicCamera(-ortho.halfWidth, ortho.halfWidth, ortho.halfHeight, -ortho.halfHeight, 1, 3000)
    : new THREE.PerspectiveCamera(shot.camera.fov, width / height, shot.camera.near ?? 1, 16000);
  camera.position.set(...shot.camera.position);
  camera.lookAt(...shot.camera.target);
  // A shift lens: the camera held level (verticals stay vertical) and the frame moved up by a share of its height.
  if (shot.camera.shift) camera.setViewOffset(width, height, 0, -shot.camera.shift * height, width, height);
  const url = photograph(scene, camera, width, height, shot);
  dispose(scene);
  return url;
};

/**
 * The shot's world for the path tracer (cms/render/cycles): a binary glTF, saved by the harness as a download,
 * and the light it is seen in.
 */
window.exportShot = async (shot) => {
  const scene = buildScene(shot);
  const glb = await sceneToGlb(scene);
  const light = scene.userData.light;
  dispose(scene);
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([glb], { type: 'model/gltf-binary' }));
  link.download = `${shot.name}.glb`;
  link.click();
  return light;
};

/** The six 90° faces of a cube round the eye (`shot.faces`, cms/render/equirect.ts, which joins them into a panorama). */
window.renderFaces = async (shot) => {
  const size = Math.round(shot.face * shot.supersample);
  const scene = buildScene(shot);
  const [x, y, z] = shot.camera.position;
  const faces = shot.faces.map(({ forward, up }) => {
    const camera = new THREE.PerspectiveCamera(90, 1, shot.camera.near ?? 0.05, 16000);
    camera.position.set(x, y, z);
    camera.up.set(...up);
    camera.lookAt(x + forward[0], y + forward[1], z + forward[2]);
    return photograph(scene, camera, size, size, shot);
  });
  dispose(scene);
  return faces;
};

/** A date in the corner, as a site camera prints it on each photo. */
function stamp(text, width, height) {
  const overlay = document.createElement('canvas');
  overlay.width = width;
  overlay.height = height;
  const context = overlay.getContext('2d');
  context.drawImage(canvas, 0, 0);
  const size = Math.round(height * 0.034);
  context.font = `600 ${size}px "DejaVu Sans Mono", monospace`;
  context.textAlign = 'right';
  context.fillStyle = 'rgba(0,0,0,0.55)';
  context.fillText(text, width - size * 1.1 + 2, height - size * 1.1 + 2);
  context.fillStyle = '#ffb347';
  context.fillText(text, width - size * 1.1, height - size * 1.1);
  const gl = renderer.getContext();
  const texture = new THREE.CanvasTexture(overlay);
  texture.colorSpace = THREE.SRGBColorSpace;
  const quad = new THREE.Mesh(new THREE.PlaneGeometry(2, 2), new THREE.MeshBasicMaterial({ map: texture, toneMapped: false }));
  const scene = new THREE.Scene();
  scene.add(quad);
  const camera = new THREE.OrthographicCamera(-1, 1, 1, -1, 0, 1);
  renderer.setRenderTarget(null);
  renderer.render(scene, camera);
  gl.flush();
  texture.dispose();
  quad.geometry.dispose();
  quad.material.dispose();
}

window.sceneReady = true;
