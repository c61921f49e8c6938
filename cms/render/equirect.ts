/**
 * Six cube faces rendered round one eye (cms/render/scene/main.js `renderFaces`) joined into an equirectangular
 * panorama (2:1, 360° × 180°) as the tour's viewer takes it: the picture's centre looks north, east is to the right.
 * Three's axes: x east, y up, z south.
 */
type Vec = readonly [number, number, number];
export type CubeFace = { forward: Vec; up: Vec };
export type FaceRaster = { data: Uint8Array; size: number; channels: number };

export const CUBE_FACES: readonly CubeFace[] = [
  { forward: [1, 0, 0], up: [0, 1, 0] },
  { forward: [-1, 0, 0], up: [0, 1, 0] },
  { forward: [0, 1, 0], up: [0, 0, 1] },
  { forward: [0, -1, 0], up: [0, 0, -1] },
  { forward: [0, 0, 1], up: [0, 1, 0] },
  { forward: [0, 0, -1], up: [0, 1, 0] },
];

const dot = (a: Vec, b: Vec) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
/** A camera's right: forward × up (three's lookAt). */
const rightOf = ({ forward: f, up: u }: CubeFace): Vec => [f[1] * u[2] - f[2] * u[1], f[2] * u[0] - f[0] * u[2], f[0] * u[1] - f[1] * u[0]];

/** The direction of a yaw (degrees clockwise from north) and pitch (degrees up), in three's axes. */
export function direction(yaw: number, pitch: number): Vec {
  const a = (yaw * Math.PI) / 180;
  const e = (pitch * Math.PI) / 180;
  return [Math.sin(a) * Math.cos(e), Math.sin(e), -Math.cos(a) * Math.cos(e)];
}

/** Yaw and pitch, whole degrees, of a point seen from the eye (the viewer's hotspots). */
export function yawPitch(eye: Vec, point: Vec): { yaw: number; pitch: number } {
  const [dx, dy, dz] = [point[0] - eye[0], point[1] - eye[1], point[2] - eye[2]];
  return { yaw: Math.round((Math.atan2(dx, -dz) * 180) / Math.PI), pitch: Math.round((Math.atan2(dy, Math.hypot(dx, dz)) * 180) / Math.PI) };
}

export function equirectangular(faces: readonly FaceRaster[], width: number, height: number): Uint8Array {
  const out = new Uint8Array(width * height * 3);
  const bases = CUBE_FACES.map((face) => ({ face, right: rightOf(face) }));
  for (let j = 0; j < height; j += 1) {
    const pitch = 90 - ((j + 0.5) / height) * 180;
    for (let i = 0; i < width; i += 1) {
      const d = direction(((i + 0.5) / width) * 360 - 180, pitch);
      let best = 0;
      let along = -Infinity;
      bases.forEach(({ face }, k) => {
        const value = dot(d, face.forward);
        if (value > along) {
          along = value;
          best = k;
        }
      });
      const { face, right } = bases[best]!;
      const raster = faces[best]!;
      const size = raster.size;
      const x = Math.min(size - 1, Math.max(0, ((dot(d, right) / along + 1) / 2) * size - 0.5));
      const y = Math.min(size - 1, Math.max(0, ((1 - dot(d, face.up) / along) / 2) * size - 0.5));
      const x0 = Math.floor(x);
      const y0 = Math.floor(y);
      const x1 = Math.min(size - 1, x0 + 1);
      const y1 = Math.min(size - 1, y0 + 1);
      const fx = x - x0;
      const fy = y - y0;
      const o = (j * width + i) * 3;
      for (let c = 0; c < 3; c += 1) {
        const at = (px: number, py: number) => raster.data[(py * size + px) * raster.channels + c]!;
        out[o + c] = Math.round((at(x0, y0) * (1 - fx) + at(x1, y0) * fx) * (1 - fy) + (at(x0, y1) * (1 - fx) + at(x1, y1) * fx) * fy);
      }
    }
  }
  return out;
}
