/**
 * Equirectangular projection for the tour's generated panoramas. World axes: x east, y north, z up, in
 * metres; the viewer stands at `eye`. A direction's azimuth (0 = north, growing clockwise, as the viewer's
 * yaw) maps linearly to x and its elevation to y, so the picture wraps around: 360° wide, 180° high.
 */
export type Vec = readonly [number, number, number];

export type Frame = { width: number; height: number; eye: Vec };

export const sub = (a: Vec, b: Vec): Vec => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
export const add = (a: Vec, b: Vec): Vec => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
export const scale = (a: Vec, k: number): Vec => [a[0] * k, a[1] * k, a[2] * k];
export const dot = (a: Vec, b: Vec): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
export const cross = (a: Vec, b: Vec): Vec => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
export const length = (a: Vec): number => Math.hypot(a[0], a[1], a[2]);
export const normalize = (a: Vec): Vec => scale(a, 1 / (length(a) || 1));
export const lerp = (a: Vec, b: Vec, t: number): Vec => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];

/** The picture point of a world point: x in [0, width), y in [0, height]. */
export function project(frame: Frame, point: Vec): [number, number] {
  const [dx, dy, dz] = sub(point, frame.eye);
  const azimuth = Math.atan2(dx, dy);
  const elevation = Math.atan2(dz, Math.hypot(dx, dy));
  return [(azimuth / (2 * Math.PI) + 0.5) * frame.width, (0.5 - elevation / Math.PI) * frame.height];
}

/** Yaw and pitch in degrees of a world point, as the viewer's hotspots take them. */
export function yawPitch(frame: Frame, point: Vec): { yaw: number; pitch: number } {
  const [dx, dy, dz] = sub(point, frame.eye);
  return {
    yaw: Math.round((Math.atan2(dx, dy) * 180) / Math.PI),
    pitch: Math.round((Math.atan2(dz, Math.hypot(dx, dy)) * 180) / Math.PI),
  };
}

/** Largest angle one straight piece of an edge may cover before it is split (its image is a curve). */
const STEP_RADIANS = (1.5 * Math.PI) / 180;

function angleBetween(frame: Frame, a: Vec, b: Vec): number {
  const u = normalize(sub(a, frame.eye));
  const v = normalize(sub(b, frame.eye));
  return Math.acos(Math.min(1, Math.max(-1, dot(u, v))));
}

/**
 * The picture points of a polyline (closed when `closed`), its edges split so that each piece is nearly
 * straight, with x unwrapped so that the outline never jumps across the seam (it may leave [0, width)).
 */
export function projectOutline(frame: Frame, points: readonly Vec[], closed: boolean): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let previousX: number | null = null;
  const push = (point: Vec) => {
    const [projectedX, y] = project(frame, point);
    let x = projectedX;
    if (previousX !== null) {
      while (x - previousX > frame.width / 2) x -= frame.width;
      while (previousX - x > frame.width / 2) x += frame.width;
    }
    previousX = x;
    out.push([x, y]);
  };
  const count = closed ? points.length : points.length - 1;
  for (let i = 0; i < count; i += 1) {
    const a = points[i] as Vec;
    const b = points[(i + 1) % points.length] as Vec;
    const steps = Math.max(1, Math.ceil(angleBetween(frame, a, b) / STEP_RADIANS));
    for (let s = 0; s < steps; s += 1) push(lerp(a, b, s / steps));
  }
  if (!closed) push(points[points.length - 1] as Vec);
  return out;
}

/** SVG path data of outlines, repeated one picture-width left or right where they cross the seam. */
export function pathData(frame: Frame, outlines: ReadonlyArray<Array<[number, number]>>, closed: boolean): string {
  const xs = outlines.flatMap((outline) => outline.map(([x]) => x));
  const shifts = [0];
  if (Math.min(...xs) < 0) shifts.push(frame.width);
  if (Math.max(...xs) > frame.width) shifts.push(-frame.width);
  return shifts
    .map((shift) =>
      outlines
        .map((outline) => outline.map(([x, y], i) => `${i ? 'L' : 'M'}${(x + shift).toFixed(1)} ${y.toFixed(1)}`).join('') + (closed ? 'Z' : ''))
        .join(''),
    )
    .join('');
}
