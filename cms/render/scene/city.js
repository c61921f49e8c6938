import * as THREE from 'three';
import { createRandom } from '/cms/seed/random.js';

/**
 * The city around the site: Moscow blocks of perimeter buildings out to ~2 km, and the landmarks a window can
 * name (Moscow-City to the south-west, the Kudrinskaya high-rise to the east). Windows are drawn by the
 * material from the world position (a storey every 3.2 m, a bay every 3 m), lit at dusk by a hash of the cell.
 */
export function cityMaterial({ lit = 0, glassy = false } = {}) {
  const material = new THREE.MeshStandardMaterial({ color: 0xffffff, roughness: glassy ? 0.2 : 0.85, metalness: glassy ? 0.5 : 0 });
  material.onBeforeCompile = (shader) => {
    shader.uniforms.uLit = { value: lit };
    shader.uniforms.uGlassy = { value: glassy ? 1 : 0 };
    shader.vertexShader = shader.vertexShader
      .replace('#include <common>', '#include <common>\nvarying vec3 vCityPos;\nvarying vec3 vCityNormal;')
      .replace(
        '#include <begin_vertex>',
        `#include <begin_vertex>
        vec4 cityWorld = vec4(transformed, 1.0);
        mat3 cityRotation = mat3(modelMatrix);
        #ifdef USE_INSTANCING
        cityWorld = instanceMatrix * cityWorld;
        cityRotation = cityRotation * mat3(instanceMatrix);
        #endif
        vCityPos = (modelMatrix * cityWorld).xyz;
        vCityNormal = normalize(cityRotation * objectNormal);`,
      );
    shader.fragmentShader = shader.fragmentShader
      .replace('#include <common>', '#include <common>\nvarying vec3 vCityPos;\nvarying vec3 vCityNormal;\nuniform float uLit;\nuniform float uGlassy;\nfloat cityHash(vec2 p) { return fract(sin(dot(p, vec2(127.1, 311.7))) * 43758.5453); }')
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

const STONES = [0xd9cdb8, 0xc9b79a, 0xe1d8c8, 0xb9ab98, 0xcfc3b2, 0xbfa58a, 0xd4c2a6, 0xa89c8c];
/** The site with its streets: no city block stands here (site metres, x east, y south). */
const KEEP_OUT = { x0: -80, x1: 320, y0: -70, y1: 260 };

export function buildCity(scene, { lit = 0, radius = 2200, seed = 77, forest = null } = {}) {
  const random = createRandom(seed);
  const geometry = new THREE.BoxGeometry(1, 1, 1);
  geometry.translate(0, 0.5, 0);
  const material = cityMaterial({ lit });
  const matrices = [];
  const colours = [];
  const centre = { x: 110, y: 96 };
  const block = 118;
  const street = 24;
  const span = Math.ceil(radius / block);
  for (let i = -span; i <= span; i += 1) {
    for (let j = -span; j <= span; j += 1) {
      const bx = centre.x + i * block - block / 2;
      const by = centre.y + j * block - block / 2;
      const distance = Math.hypot(bx + block / 2 - centre.x, by + block / 2 - centre.y);
      if (distance > radius) continue;
      if (bx + block > KEEP_OUT.x0 && bx < KEEP_OUT.x1 && by + block > KEEP_OUT.y0 && by < KEEP_OUT.y1) continue;
      const inner = block - street;
      const x0 = bx + street / 2;
      const y0 = by + street / 2;
      if (forest && distance < 1200) {
        for (let k = random.int(3, 7); k > 0; k -= 1) forest.plant(x0 + random.float(22, inner - 22), y0 + random.float(22, inner - 22), random.float(8, 14), random);
      }
      const base = distance < 700 ? random.float(14, 32) : random.float(16, 42);
      const tall = random.chance(0.06) ? random.float(2, 3.4) : 1;
      const depth = random.float(13, 18);
      // A perimeter block: four wings round a courtyard, some left open.
      const wings = [
        [x0, y0, inner, depth],
        [x0, y0 + inner - depth, inner, depth],
        [x0, y0 + depth, depth, inner - 2 * depth],
        [x0 + inner - depth, y0 + depth, depth, inner - 2 * depth],
      ];
      for (const [x, y, w, d] of wings) {
        if (random.chance(0.12)) continue;
        const cut = random.chance(0.5) ? random.float(0.35, 0.65) : 1;
        const parts = cut < 1 ? [[0, cut], [cut + 0.06, 1]] : [[0, 1]];
        for (const [a, b] of parts) {
          const horizontal = w > d;
          const px = horizontal ? x + w * a : x;
          const py = horizontal ? y : y + d * a;
          const pw = horizontal ? w * (b - a) : w;
          const pd = horizontal ? d : d * (b - a);
          const height = base * tall * random.float(0.85, 1.15);
          matrices.push(new THREE.Matrix4().compose(new THREE.Vector3(px + pw / 2, 0, py + pd / 2), new THREE.Quaternion(), new THREE.Vector3(pw, height, pd)));
          colours.push(random.pick(STONES));
        }
      }
    }
  }
  const mesh = new THREE.InstancedMesh(geometry, material, matrices.length);
  matrices.forEach((m, i) => {
    mesh.setMatrixAt(i, m);
    mesh.setColorAt(i, new THREE.Color(colours[i]));
  });
  mesh.receiveShadow = true;
  mesh.castShadow = true;
  mesh.computeBoundingSphere();
  scene.add(mesh);
  landmarks(scene, lit, geometry);
}

/** Moscow-City's towers and the Kudrinskaya Square high-rise, where a window of the complex sees them. */
export const LANDMARKS = {
  moscowCity: { x: -1150, y: 1350 },
  kudrinskaya: { x: 2050, y: 420 },
};

function landmarks(scene, lit, box) {
  const glass = cityMaterial({ lit: lit * 0.8, glassy: true });
  glass.color.set(0x9fb4c4);
  const towers = [
    [0, 0, 52, 52, 354], [70, -40, 46, 40, 301], [-60, 50, 40, 40, 268], [120, 30, 44, 44, 246], [-20, -90, 36, 36, 239],
    [40, 110, 50, 30, 224], [-110, -20, 34, 34, 198], [170, -60, 40, 40, 188], [-80, 130, 30, 30, 160],
  ];
  for (const [dx, dy, w, d, h] of towers) {
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
