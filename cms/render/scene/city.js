import * as THREE from 'three';
import { createRandom } from '/cms/seed/random.js';
import { withWorldPosition } from './world-position.js';
import { CITY_RADIUS, CITY_SEED, LANDMARKS as LANDMARK_LIST, cityBlocks } from '/cms/seed/city-blocks.js';

/**
 * The city around the site: Moscow blocks of perimeter buildings out to ~2 km, and the landmarks a window can
 * name (Moscow-City to the south-west, the Kudrinskaya high-rise to the east). Windows are drawn by the
 * material from the world position (a storey every 3.2 m, a bay every 3 m), lit at dusk by a hash of the cell.
 */
export function cityMaterial({ lit = 0, glassy = false } = {}) {
  const material = new THREE.MeshStandardMaterial({ color: 0xffffff, roughness: glassy ? 0.2 : 0.85, metalness: glassy ? 0.5 : 0 });
  // What the path tracer draws the same windows from (cms/render/cycles/materials.py).
  material.name = glassy ? 'cityGlassy' : 'city';
  material.userData.shader = { kind: 'city', lit, glassy: glassy ? 1 : 0 };
  material.onBeforeCompile = (shader) => {
    shader.uniforms.uLit = { value: lit };
    shader.uniforms.uGlassy = { value: glassy ? 1 : 0 };
    withWorldPosition(shader, 'City');
    shader.fragmentShader = shader.fragmentShader
      .replace('#include <common>', '#include <common>\nuniform float uLit;\nuniform float uGlassy;\nfloat cityHash(vec2 p) { return fract(sin(dot(p, vec2(127.1, 311.7))) * 43758.5453); }')
      .replace(
        '#include <color_fragment>',
        `#include <color_fragment>
        vec3 cn = abs(vCityNormal);
        float along = cn.x > cn.z ? vCityPos.z : vCityPos.x;
        vec2 cityCell = vec2(floor(along / 3.0), floor(vCityPos.y / 3.2));
        vec2 cityFrac = vec2(fract(along / 3.0), fract(vCityPos.y / 3.2));
        float wide = mix(0.2, 0.04, uGlassy);
        float cityWindow = step(wide, cityFrac.x) * step(cityFrac.x, 1.0 - wide) * step(mix(0.28, 0.06, uGlassy), cityFrac.y) * step(cityFrac.y, 0.86) * (1.0 - step(0.7, cn.y)) * step(3.5, vCityPos.y);
        float cityLit = step(0.62, cityHash(cityCell + floor(vCityPos.xz / 40.0) * 7.0)) * uLit;
        diffuseColor.rgb = mix(diffuseColor.rgb, diffuseColor.rgb * 0.42 + vec3(0.02, 0.03, 0.04) + cityHash(cityCell) * 0.04, cityWindow * mix(0.75, 1.0, uGlassy));`,
      )
      .replace('#include <roughnessmap_fragment>', '#include <roughnessmap_fragment>\nroughnessFactor = mix(roughnessFactor, 0.12, cityWindow);')
      .replace('#include <emissivemap_fragment>', '#include <emissivemap_fragment>\ntotalEmissiveRadiance += cityWindow * cityLit * vec3(1.0, 0.72, 0.42) * (0.6 + cityHash(cityCell * 1.7) * 0.8);');
  };
  return material;
}

/** Moscow's facades: cream and ochre stucco, red and brown brick, grey panel, white and dark modern blocks. */
const STONES = [0xd9cdb8, 0xa35a44, 0xe3dccd, 0x8f8a84, 0xd2b27c, 0x7d4b3a, 0xbfc3c4, 0x5f6266, 0xc9b79a, 0xb86d52, 0xe8e4dc, 0x9aa0a4];

/** The blocks and their courtyard trees come from cms/seed/city-blocks.ts, which the CMS reads too. */
export function buildCity(scene, { lit = 0, radius = CITY_RADIUS, seed = CITY_SEED, forest = null } = {}) {
  const geometry = new THREE.BoxGeometry(1, 1, 1);
  geometry.translate(0, 0.5, 0);
  const { boxes, trees } = cityBlocks(createRandom(seed), { radius, trees: Boolean(forest) });
  for (const tree of trees) forest.add(tree);
  const mesh = new THREE.InstancedMesh(geometry, cityMaterial({ lit }), boxes.length);
  boxes.forEach(({ x, y, w, d, h, shade }, i) => {
    mesh.setMatrixAt(i, new THREE.Matrix4().compose(new THREE.Vector3(x + w / 2, 0, y + d / 2), new THREE.Quaternion(), new THREE.Vector3(w, h, d)));
    mesh.setColorAt(i, new THREE.Color(STONES[Math.floor(shade * STONES.length)]));
  });
  mesh.receiveShadow = true;
  mesh.castShadow = true;
  mesh.computeBoundingSphere();
  scene.add(mesh);
  landmarks(scene, lit, geometry);
}

/** Moscow-City's towers and the Kudrinskaya Square high-rise, where a window of the complex sees them. */
export const LANDMARKS = {
  moscowCity: LANDMARK_LIST[0].at,
  kudrinskaya: LANDMARK_LIST[1].at,
};

function landmarks(scene, lit, box) {
  const glass = cityMaterial({ lit: lit * 0.8, glassy: true });
  glass.color.set(0x9fb4c4);
  for (const [dx, dy, w, d, h] of LANDMARK_LIST[0].boxes) {
    const mesh = new THREE.Mesh(box, glass);
    mesh.position.set(LANDMARKS.moscowCity.x + dx, 0, LANDMARKS.moscowCity.y + dy);
    mesh.scale.set(w, h, d);
    mesh.rotation.y = (dx * 0.013) % 0.6;
    scene.add(mesh);
  }
  // The Stalin high-rise: stepped wings, a central tower and a spire.
  const stone = new THREE.MeshStandardMaterial({ color: 0xd8c8ae, roughness: 0.8 });
  const add = (x, y, w, d, h, base = 0, material = stone) => {
    const mesh = new THREE.Mesh(box, material);
    mesh.position.set(LANDMARKS.kudrinskaya.x + x, base, LANDMARKS.kudrinskaya.y + y);
    mesh.scale.set(w, h, d);
    scene.add(mesh);
  };
  add(0, 0, 120, 40, 60);
  add(0, 0, 60, 40, 100);
  add(0, 0, 40, 32, 130);
  add(0, 0, 26, 24, 24, 130);
  add(0, 0, 14, 14, 20, 154);
  const spire = new THREE.Mesh(new THREE.ConeGeometry(4, 46, 8), new THREE.MeshStandardMaterial({ color: 0xc7a25a, metalness: 0.9, roughness: 0.3 }));
  spire.position.set(LANDMARKS.kudrinskaya.x, 197, LANDMARKS.kudrinskaya.y);
  scene.add(spire);
}
