/**
 * A picture with a camera's perspective cut from an equirectangular panorama: straight lines stay straight, as
 * in a photograph taken where the panorama was. The demo CMS draws its pictures of the lobby, the courtyard, the
 * show flat and the roof terrace this way from the tour's scenes (cms/media/panorama/views.ts).
 */
export type Raster = { data: Uint8Array; width: number; height: number; channels: number };

/** Where the camera looks (degrees: yaw from north clockwise, pitch up), how wide (horizontal field of view), the picture's size. */
export type Camera = { yaw: number; pitch: number; fov: number; width: number; height: number };

const RADIANS = Math.PI / 180;

/** The camera's picture, RGB, sampled bilinearly from the panorama (which wraps around horizontally). */
export function perspectiveView(panorama: Raster, camera: Camera): Uint8Array {
  const { width, height } = camera;
  const out = new Uint8Array(width * height * 3);
  const yaw = camera.yaw * RADIANS;
  const pitch = camera.pitch * RADIANS;
  const forward = [Math.sin(yaw) * Math.cos(pitch), Math.cos(yaw) * Math.cos(pitch), Math.sin(pitch)] as const;
  const right = [Math.cos(yaw), -Math.sin(yaw), 0] as const;
  const up = [-Math.sin(yaw) * Math.sin(pitch), -Math.cos(yaw) * Math.sin(pitch), Math.cos(pitch)] as const;
  const halfWidth = Math.tan((camera.fov * RADIANS) / 2);
  const halfHeight = (halfWidth * height) / width;
  const { data, width: pw, height: ph, channels } = panorama;
  for (let j = 0; j < height; j += 1) {
    const b = (1 - (2 * (j + 0.5)) / height) * halfHeight;
    for (let i = 0; i < width; i += 1) {
      const a = ((2 * (i + 0.5)) / width - 1) * halfWidth;
      const dx = forward[0] + a * right[0] + b * up[0];
      const dy = forward[1] + a * right[1] + b * up[1];
      const dz = forward[2] + a * right[2] + b * up[2];
      const azimuth = Math.atan2(dx, dy);
      const elevation = Math.atan2(dz, Math.hypot(dx, dy));
      const x = (azimuth / (2 * Math.PI) + 0.5) * pw - 0.5;
      const y = Math.min(ph - 1, Math.max(0, (0.5 - elevation / Math.PI) * ph - 0.5));
      const x0 = Math.floor(x);
      const y0 = Math.floor(y);
      const fx = x - x0;
      const fy = y - y0;
      const xa = ((x0 % pw) + pw) % pw;
      const xb = (xa + 1) % pw;
      const ya = y0;
      const yb = Math.min(ph - 1, y0 + 1);
      const o = (j * width + i) * 3;
      for (let c = 0; c < 3; c += 1) {
        const top = data[(ya * pw + xa) * channels + c]! * (1 - fx) + data[(ya * pw + xb) * channels + c]! * fx;
        const bottom = data[(yb * pw + xa) * channels + c]! * (1 - fx) + data[(yb * pw + xb) * channels + c]! * fx;
        out[o + c] = Math.round(top * (1 - fy) + bottom * fy);
      }
    }
  }
  return out;
}
