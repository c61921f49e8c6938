import * as THREE from 'three';
import { createRandom } from '/cms/seed/random.js';
import { withWorldPosition } from './world-position.js';

/**
 * The spec's materials: natural limestone, bronze, tinted glass that reflects the sky, oak, lawn, paving.
 * Surface grain comes from small seeded noise textures, so no surface is a flat CG colour.
 */
function noiseTexture(seed, size, base, spread, options = {}) {
  const random = createRandom(seed);
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = size;
  const context = canvas.getContext('2d');
  const image = context.createImageData(size, size);
  for (let i = 0; i < size * size; i += 1) {
    const v = (random.next() - 0.5) * spread;
    const streak = options.streaks ? Math.sin(((i % size) / size) * Math.PI * 2 * options.streaks + random.next() * 0.6) * spread * 0.35 : 0;
    image.data[i * 4] = Math.max(0, Math.min(255, base[0] + v + streak));
    image.data[i * 4 + 1] = Math.max(0, Math.min(255, base[1] + v + streak));
    image.data[i * 4 + 2] = Math.max(0, Math.min(255, base[2] + v + streak));
    image.data[i * 4 + 3] = 255;
  }
  context.putImageData(image, 0, 0);
  if (options.blur) {
    context.filter = `blur(${options.blur}px)`;
    context.drawImage(canvas, 0, 0);
  }
  const texture = new THREE.CanvasTexture(canvas);
  texture.wrapS = texture.wrapT = THREE.RepeatWrapping;
  texture.colorSpace = THREE.SRGBColorSpace;
  texture.anisotropy = 8;
  return texture;
}

function planks(seed, colours) {
  const random = createRandom(seed);
  const canvas = document.createElement('canvas');
  canvas.width = 512;
  canvas.height = 512;
  const context = canvas.getContext('2d');
  for (let row = 0; row < 16; row += 1) {
    let x = -random.float(0, 256);
    while (x < 512) {
      const length = random.float(180, 320);
      context.fillStyle = random.pick(colours);
      context.fillRect(x, row * 32, length, 32);
      for (let g = 0; g < 6; g += 1) {
        context.fillStyle = `rgba(60,40,20,${random.float(0.03, 0.08)})`;
        context.fillRect(x, row * 32 + random.float(2, 28), length, random.float(0.6, 1.6));
      }
      context.fillStyle = 'rgba(40,28,18,0.35)';
      context.fillRect(x, row * 32, 1, 32);
      x += length;
    }
    context.fillStyle = 'rgba(40,28,18,0.3)';
    context.fillRect(0, row * 32, 512, 1);
  }
  const texture = new THREE.CanvasTexture(canvas);
  texture.wrapS = texture.wrapT = THREE.RepeatWrapping;
  texture.colorSpace = THREE.SRGBColorSpace;
  texture.anisotropy = 8;
  return texture;
}

function tiles(seed, base, joint, size = 512, count = 4) {
  const texture = noiseTexture(seed, size, base, 14, { blur: 1.2 });
  const context = texture.image.getContext('2d');
  context.filter = 'none';
  context.strokeStyle = joint;
  context.lineWidth = 2;
  for (let i = 0; i <= count; i += 1) {
    const at = (i * size) / count;
    context.beginPath();
    context.moveTo(at, 0);
    context.lineTo(at, size);
    context.moveTo(0, at);
    context.lineTo(size, at);
    context.stroke();
  }
  texture.needsUpdate = true;
  return texture;
}

/**
 * Stone cladding's joints, drawn from the world position (so every slab of every box has them at the same scale):
 * courses `course` m high, slabs `slab` m long, a joint a finger wide and a little darker.
 */
function withJoints(material, { course = 0.75, slab = 1.5 } = {}) {
  // What the path tracer draws the same joints from (cms/render/cycles/materials.py).
  material.userData.shader = { kind: 'stone', course, slab };
  material.onBeforeCompile = (shader) => {
    withWorldPosition(shader, 'Stone');
    shader.fragmentShader = shader.fragmentShader.replace(
        '#include <color_fragment>',
        `#include <color_fragment>
        vec3 sn = abs(vStoneNormal);
        float sAlong = sn.x > sn.z ? vStonePos.z : vStonePos.x;
        float sRow = floor(vStonePos.y / ${course.toFixed(3)});
        float sBed = smoothstep(0.0, 0.012, fract(vStonePos.y / ${course.toFixed(3)})) * smoothstep(1.0, 0.988, fract(vStonePos.y / ${course.toFixed(3)}));
        float sHead = smoothstep(0.0, 0.006, fract(sAlong / ${slab.toFixed(3)} + mod(sRow, 2.0) * 0.5)) * smoothstep(1.0, 0.994, fract(sAlong / ${slab.toFixed(3)} + mod(sRow, 2.0) * 0.5));
        float sTone = fract(sin(dot(vec2(floor(sAlong / ${slab.toFixed(3)} + mod(sRow, 2.0) * 0.5), sRow), vec2(12.9898, 78.233))) * 43758.5453);
        float sJoint = sn.y > 0.7 ? 1.0 : sBed * sHead;
        diffuseColor.rgb *= mix(0.72, 1.0, sJoint) * (0.96 + sTone * 0.06);`,
      );
  };
  return material;
}

export function createMaterials() {
  const repeat = (texture, x, y) => {
    texture.repeat.set(x, y);
    return texture;
  };
  const stoneMap = noiseTexture(11, 256, [222, 210, 190], 16, { blur: 0.8, streaks: 3 });
  return named({
    stone: withJoints(new THREE.MeshStandardMaterial({ color: 0xffffff, map: stoneMap, roughness: 0.82 })),
    stoneDark: withJoints(new THREE.MeshStandardMaterial({ color: 0xcdb99a, map: stoneMap, roughness: 0.8 }), { course: 0.6, slab: 1.2 }),
    // The club house's darker limestone (its news: «фасад из тёмного камня»), with the base's courses and slabs.
    stoneClub: withJoints(new THREE.MeshStandardMaterial({ color: 0x8f8372, map: stoneMap, roughness: 0.78 }), { course: 0.6, slab: 1.2 }),
    bronze: new THREE.MeshStandardMaterial({ color: 0x8a6743, metalness: 0.9, roughness: 0.32 }),
    glass: new THREE.MeshPhysicalMaterial({ color: 0x56616a, metalness: 0.9, roughness: 0.07, envMapIntensity: 0.62 }),
    // The glass deep in a loggia, the shopfronts' clearer glass, the rails' faint green.
    glassDeep: new THREE.MeshPhysicalMaterial({ color: 0x4d5a63, metalness: 0.85, roughness: 0.08, envMapIntensity: 0.8 }),
    glassShop: new THREE.MeshPhysicalMaterial({ color: 0x8d979c, metalness: 0.5, roughness: 0.04, transparent: true, opacity: 0.5, envMapIntensity: 1.1, depthWrite: false }),
    glassRail: new THREE.MeshPhysicalMaterial({ color: 0xcfe0dc, metalness: 0.3, roughness: 0.05, transparent: true, opacity: 0.28, envMapIntensity: 1.4, depthWrite: false }),
    soffit: new THREE.MeshStandardMaterial({ color: 0x6f5a45, roughness: 0.6 }),
    // What glows behind the glass of the base: the lobby's warm wall, the shops, the canopy's downlight, the signs.
    lobbyGlow: new THREE.MeshStandardMaterial({ color: 0xe8c89a, emissive: 0xffd8a0, emissiveIntensity: 0.5, roughness: 0.8 }),
    shopGlow: new THREE.MeshStandardMaterial({ color: 0xe6d6bc, emissive: 0xf7dcb4, emissiveIntensity: 0.3, roughness: 0.8 }),
    lampWarm: new THREE.MeshStandardMaterial({ color: 0xfff1d6, emissive: 0xffdcaa, emissiveIntensity: 0.8 }),
    sign: new THREE.MeshStandardMaterial({ color: 0xf3e6cc, emissive: 0xf6e2bc, emissiveIntensity: 0.4, roughness: 0.5 }),
    awning: new THREE.MeshStandardMaterial({ color: 0x3d4a40, roughness: 0.85 }),
    hedge: new THREE.MeshStandardMaterial({ color: 0x4f6b3c, roughness: 0.95 }),
    glassClear: new THREE.MeshPhysicalMaterial({ color: 0xffffff, metalness: 0, roughness: 0.02, transmission: 1, transparent: true, opacity: 0.18, envMapIntensity: 1.4, depthWrite: false }),
    lawn: new THREE.MeshStandardMaterial({ color: 0xffffff, map: repeat(noiseTexture(21, 256, [92, 122, 70], 34, { blur: 1.5 }), 40, 40), roughness: 0.95 }),
    paving: new THREE.MeshStandardMaterial({ color: 0xffffff, map: repeat(tiles(31, [200, 192, 178], 'rgba(120,110,96,0.55)'), 30, 30), roughness: 0.78 }),
    asphalt: new THREE.MeshStandardMaterial({ color: 0xffffff, map: repeat(noiseTexture(41, 256, [78, 80, 82], 18), 60, 60), roughness: 0.9 }),
    mud: new THREE.MeshStandardMaterial({ color: 0xffffff, map: repeat(noiseTexture(71, 256, [138, 118, 96], 40, { blur: 2 }), 24, 24), roughness: 1 }),
    concrete: new THREE.MeshStandardMaterial({ color: 0xffffff, map: repeat(noiseTexture(81, 128, [168, 166, 160], 22, { blur: 0.6 }), 1, 1), roughness: 0.92 }),
    cityGround: new THREE.MeshStandardMaterial({ color: 0x8d8b84, roughness: 0.95 }),
    bark: new THREE.MeshStandardMaterial({ color: 0x4b3a2a, roughness: 0.95 }),
    leaves: new THREE.MeshStandardMaterial({ color: 0xffffff, roughness: 0.88 }),
    twigs: new THREE.MeshStandardMaterial({ color: 0xffffff, roughness: 1, transparent: true, opacity: 0.5, depthWrite: false }),
    // Winter and the wet months: snow over the ground, puddled mud.
    snow: new THREE.MeshStandardMaterial({ color: 0xffffff, map: repeat(noiseTexture(91, 256, [240, 243, 246], 12, { blur: 2 }), 30, 30), roughness: 0.9 }),
    snowMud: new THREE.MeshStandardMaterial({ color: 0xffffff, map: repeat(noiseTexture(92, 256, [196, 194, 190], 60, { blur: 3 }), 20, 20), roughness: 0.85 }),
    wetMud: new THREE.MeshStandardMaterial({ color: 0xffffff, map: repeat(noiseTexture(93, 256, [96, 80, 64], 44, { blur: 2 }), 24, 24), roughness: 0.42, metalness: 0.05 }),
    // People's clothes and cars' paint, coloured per instance.
    cloth: new THREE.MeshStandardMaterial({ color: 0xffffff, roughness: 0.85 }),
    paint: new THREE.MeshStandardMaterial({ color: 0xffffff, roughness: 0.3, metalness: 0.6 }),
    oak: new THREE.MeshStandardMaterial({ color: 0xffffff, map: repeat(planks(51, ['#b08a63', '#a9835c', '#b8936b', '#a37d57']), 2, 2), roughness: 0.55 }),
    walnut: new THREE.MeshStandardMaterial({ color: 0xffffff, map: repeat(planks(52, ['#5e4230', '#664833', '#573d2c']), 1, 1), roughness: 0.5 }),
    marble: new THREE.MeshStandardMaterial({ color: 0xffffff, map: repeat(tiles(61, [214, 202, 184], 'rgba(140,126,108,0.5)', 512, 2), 4, 4), roughness: 0.2 }),
    plaster: new THREE.MeshStandardMaterial({ color: 0xefe9df, roughness: 0.92 }),
    darkMetal: new THREE.MeshStandardMaterial({ color: 0x2b2a29, metalness: 0.6, roughness: 0.4 }),
    water: new THREE.MeshPhysicalMaterial({ color: 0x243640, metalness: 0.2, roughness: 0.02, envMapIntensity: 1.5 }),
    windowLight: new THREE.MeshBasicMaterial({ color: 0xffffff }),
    curtain: new THREE.MeshStandardMaterial({ color: 0xffffff, roughness: 0.85 }),
    noiseTexture,
    planks,
    tiles,
  });
}

/** Each material named by its key: the path tracer's glTF names it so (cms/render/cycles/materials.py). */
function named(materials) {
  for (const [key, value] of Object.entries(materials)) if (value?.isMaterial) value.name = key;
  return materials;
}
