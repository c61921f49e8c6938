/**
 * Gives a material's shaders the world position and normal of each fragment (`v{name}Pos`, `v{name}Normal`),
 * instancing included: what the city's windows and the stone's joints are drawn from, at the same scale on every box.
 */
export function withWorldPosition(shader, name) {
  const varyings = `#include <common>\nvarying vec3 v${name}Pos;\nvarying vec3 v${name}Normal;`;
  shader.vertexShader = shader.vertexShader.replace('#include <common>', varyings).replace(
    '#include <begin_vertex>',
    `#include <begin_vertex>
        vec4 ${name}World = vec4(transformed, 1.0);
        mat3 ${name}Rotation = mat3(modelMatrix);
        #ifdef USE_INSTANCING
        ${name}World = instanceMatrix * ${name}World;
        ${name}Rotation = ${name}Rotation * mat3(instanceMatrix);
        #endif
        v${name}Pos = (modelMatrix * ${name}World).xyz;
        v${name}Normal = normalize(${name}Rotation * objectNormal);`,
  );
  shader.fragmentShader = shader.fragmentShader.replace('#include <common>', varyings);
}
