import * as THREE from 'three';
import { Sky } from 'three/addons/objects/Sky.js';

/**
 * Light of a picture: the sun (elevation and azimuth, degrees; azimuth from north through east) with its cast
 * shadows, the sky (Preetham, with clouds), sky light as an environment for reflections and ambient, and haze over
 * the city (fog of the horizon's colour). `overcast` is a grey, shadowless day for the construction photos.
 */
export const LIGHTS = {
  day: { elevation: 36, azimuth: 205, turbidity: 4, rayleigh: 1.2, clouds: 0.25, sun: 9, sky: 0.32, exposure: 0.5, haze: 0xcfd8de, fog: 0.00032, lit: 0 },
  morning: { elevation: 22, azimuth: 120, turbidity: 5, rayleigh: 1.6, clouds: 0.3, sun: 8, sky: 0.32, exposure: 0.52, haze: 0xd9dde0, fog: 0.00036, lit: 0 },
  golden: { elevation: 14, azimuth: 218, turbidity: 5, rayleigh: 1.8, clouds: 0.3, sun: 11, sky: 0.3, exposure: 0.5, haze: 0xdcc8ae, fog: 0.0003, lit: 0 },
  dusk: { elevation: 1.2, azimuth: 262, turbidity: 8, rayleigh: 3, clouds: 0.2, sun: 1.2, sky: 1.4, exposure: 0.85, haze: 0x6b6f80, fog: 0.00045, lit: 1, fill: 1.2 },
  overcast: { elevation: 30, azimuth: 190, turbidity: 10, rayleigh: 0.6, clouds: 1, sun: 1.2, sky: 1.25, exposure: 1.05, fill: 0.6, haze: 0xb9bec2, fog: 0.0007, lit: 0, grey: true },
};

export function applyLight(scene, renderer, name, { focus = [110, 0, 96], radius = 260 } = {}) {
  const preset = LIGHTS[name];
  const sunDirection = new THREE.Vector3().setFromSphericalCoords(
    1,
    THREE.MathUtils.degToRad(90 - preset.elevation),
    // azimuth from north (-z) through east (+x)
    THREE.MathUtils.degToRad(180 - preset.azimuth),
  );
  const sky = new Sky();
  sky.scale.setScalar(15000);
  const u = sky.material.uniforms;
  u.turbidity.value = preset.turbidity;
  u.rayleigh.value = preset.rayleigh;
  u.mieCoefficient.value = 0.005;
  u.mieDirectionalG.value = 0.8;
  u.sunPosition.value.copy(sunDirection);
  if (u.cloudCoverage) {
    u.cloudCoverage.value = preset.clouds;
    u.cloudDensity.value = preset.grey ? 0.9 : 0.45;
    u.time.value = 0;
  }
  if (preset.grey) {
    const grey = new THREE.Mesh(new THREE.SphereGeometry(14000, 32, 16), new THREE.ShaderMaterial({
      side: THREE.BackSide,
      depthWrite: false,
      uniforms: {},
      vertexShader: 'varying vec3 vDir; void main() { vDir = normalize(position); gl_Position = projectionMatrix * modelViewMatrix * vec4(position, 1.0); }',
      fragmentShader: 'varying vec3 vDir; void main() { float h = clamp(vDir.y, 0.0, 1.0); vec3 c = mix(vec3(0.78, 0.80, 0.82), vec3(0.56, 0.59, 0.63), pow(h, 0.6)); gl_FragColor = vec4(c * 1.3, 1.0); }',
    }));
    scene.add(grey);
  } else {
    scene.add(sky);
  }
  // Sky light: the sky alone, prefiltered, lights and reflects in every material.
  const pmrem = new THREE.PMREMGenerator(renderer);
  const skyScene = new THREE.Scene();
  skyScene.add(preset.grey ? scene.children[scene.children.length - 1].clone() : sky.clone());
  const environment = pmrem.fromScene(skyScene, 0.02).texture;
  scene.environment = environment;
  scene.environmentIntensity = preset.sky;
  pmrem.dispose();

  const sun = new THREE.DirectionalLight(name === 'golden' ? 0xffd6a8 : 0xfff3e2, preset.sun);
  sun.position.set(focus[0] + sunDirection.x * 600, focus[1] + sunDirection.y * 600, focus[2] + sunDirection.z * 600);
  sun.target.position.set(...focus);
  sun.castShadow = preset.sun > 0;
  sun.shadow.mapSize.set(4096, 4096);
  const camera = sun.shadow.camera;
  camera.left = camera.bottom = -radius;
  camera.right = camera.top = radius;
  camera.near = 10;
  camera.far = 1400;
  camera.updateProjectionMatrix();
  sun.shadow.bias = -0.0004;
  sun.shadow.normalBias = 0.04;
  sun.shadow.radius = preset.grey ? 8 : 2;
  scene.add(sun, sun.target);
  if (preset.fill) scene.add(new THREE.HemisphereLight(name === 'dusk' ? 0x5d6d92 : 0xd8dde2, 0x4a4238, preset.fill));
  scene.fog = new THREE.FogExp2(preset.haze, preset.fog);
  renderer.toneMappingExposure = preset.exposure;
  return { preset, sunDirection };
}
