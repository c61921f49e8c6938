import { esc } from '../svg';
import { mix, shade } from './colour';
import { add, cross, dot, length, normalize, pathData, project, projectOutline, sub, type Frame, type Vec } from './projection';

/**
 * A painter's canvas for one equirectangular panorama: shapes are given in world coordinates and drawn far
 * to near within their layer (the sky, the world outside, the room's floor and walls, the things in it).
 * Light is one direction (`sun`) plus an ambient share; distance fades colours into `haze` (aerial perspective).
 */
export type Light = { sun: Vec; ambient: number; haze: string; hazeDistance: number };

export const LAYER = { sky: 0, outside: 1, shell: 2, wall: 3, decal: 4, object: 5, glow: 6 } as const;

type Shape = { layer: number; depth: number; svg: string };

type FaceOptions = {
  layer?: number;
  /** Openings cut out of the face (windows), each a loop of world points. */
  holes?: readonly (readonly Vec[])[];
  /** Drawn with the face (so they are never sorted behind it): windows, joints. */
  details?: readonly (readonly Vec[])[];
  detailFill?: string | ((index: number) => string);
  /** Skip the face when its front side looks away from the viewer. */
  cull?: boolean;
  /** Colour as given: no light, no haze. */
  flat?: boolean;
  opacity?: number;
  /** A gradient darker towards the face's lower edge (light falls from above). */
  falloff?: boolean;
};

export class PanoramaCanvas {
  private readonly shapes: Shape[] = [];
  private readonly defs: string[] = [];
  private gradients = 0;

  constructor(readonly frame: Frame, private readonly light: Light) {}

  /** Distance of a point from the viewer. */
  distance(point: Vec): number {
    return length(sub(point, this.frame.eye));
  }

  /** Colour of a surface with normal `normal` at `point`: lit, then hazed by distance. */
  lit(colour: string, normal: Vec, point: Vec): string {
    const diffuse = Math.max(0, dot(normalize(normal), normalize(this.light.sun)));
    const litColour = shade(colour, this.light.ambient + (1 - this.light.ambient) * diffuse * 1.25);
    return this.hazed(litColour, point);
  }

  hazed(colour: string, point: Vec): string {
    const t = 1 - Math.exp(-this.distance(point) / this.light.hazeDistance);
    return mix(colour, this.light.haze, Math.min(0.92, t));
  }

  /** A raw SVG fragment in picture coordinates (sky, glows). */
  raw(layer: number, depth: number, svg: string): void {
    this.shapes.push({ layer, depth, svg });
  }

  /** A vertical gradient in picture space; returns its url(). */
  verticalGradient(stops: ReadonlyArray<readonly [number, string, number?]>, userSpace?: { y1: number; y2: number }): string {
    const id = `g${(this.gradients += 1)}`;
    const units = userSpace ? `gradientUnits="userSpaceOnUse" x1="0" x2="0" y1="${userSpace.y1}" y2="${userSpace.y2}"` : 'x1="0" x2="0" y1="0" y2="1"';
    this.defs.push(
      `<linearGradient id="${id}" ${units}>${stops.map(([offset, colour, opacity = 1]) => `<stop offset="${offset}" stop-color="${colour}" stop-opacity="${opacity}"/>`).join('')}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  radialGradient(stops: ReadonlyArray<readonly [number, string, number?]>): string {
    const id = `g${(this.gradients += 1)}`;
    this.defs.push(
      `<radialGradient id="${id}">${stops.map(([offset, colour, opacity = 1]) => `<stop offset="${offset}" stop-color="${colour}" stop-opacity="${opacity}"/>`).join('')}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** A flat polygon in the world (a wall, a window, a path), lit by its normal. */
  face(points: readonly Vec[], colour: string, options: FaceOptions = {}): void {
    const normal = faceNormal(points);
    const centre = centroid(points);
    if (options.cull && dot(normal, sub(centre, this.frame.eye)) >= 0) return;
    const fill = options.flat ? colour : this.lit(colour, towardsViewer(normal, centre, this.frame.eye), centre);
    const outlines = [points, ...(options.holes ?? [])].map((loop) => projectOutline(this.frame, loop, true));
    const opacity = options.opacity === undefined ? '' : ` fill-opacity="${options.opacity}"`;
    let svg = `<path d="${pathData(this.frame, outlines, true)}" fill="${fill}" fill-rule="evenodd"${opacity}/>`;
    if (options.falloff) {
      const shadow = this.verticalGradient([[0, '#000', 0], [0.55, '#000', 0.04], [1, '#000', 0.22]]);
      svg += `<path d="${pathData(this.frame, outlines, true)}" fill="${shadow}" fill-rule="evenodd"/>`;
    }
    (options.details ?? []).forEach((detail, index) => {
      const detailFill = typeof options.detailFill === 'function' ? options.detailFill(index) : (options.detailFill ?? shade(fill, 0.7));
      svg += `<path d="${pathData(this.frame, [projectOutline(this.frame, detail, true)], true)}" fill="${detailFill}"/>`;
    });
    this.shapes.push({ layer: options.layer ?? LAYER.object, depth: this.distance(centre), svg });
  }

  /** An axis-aligned box seen from outside: its visible sides, lit. `details` adds windows per side. */
  box(min: Vec, max: Vec, colour: string, options: { layer?: number; top?: string; windows?: (side: readonly Vec[], normal: Vec) => FaceOptions } = {}): void {
    const [x0, y0, z0] = min;
    const [x1, y1, z1] = max;
    const sides: Array<{ points: Vec[]; normal: Vec }> = [
      { points: [[x0, y0, z0], [x1, y0, z0], [x1, y0, z1], [x0, y0, z1]], normal: [0, -1, 0] },
      { points: [[x1, y1, z0], [x0, y1, z0], [x0, y1, z1], [x1, y1, z1]], normal: [0, 1, 0] },
      { points: [[x0, y1, z0], [x0, y0, z0], [x0, y0, z1], [x0, y1, z1]], normal: [-1, 0, 0] },
      { points: [[x1, y0, z0], [x1, y1, z0], [x1, y1, z1], [x1, y0, z1]], normal: [1, 0, 0] },
      { points: [[x0, y0, z1], [x1, y0, z1], [x1, y1, z1], [x0, y1, z1]], normal: [0, 0, 1] },
      { points: [[x0, y1, z0], [x1, y1, z0], [x1, y0, z0], [x0, y0, z0]], normal: [0, 0, -1] },
    ];
    const box = { min, max };
    for (const side of sides) {
      const centre = centroid(side.points);
      if (dot(side.normal, sub(centre, this.frame.eye)) >= 0) continue;
      const isTop = side.normal[2] === 1;
      const extra = !isTop && options.windows ? options.windows(side.points, side.normal) : {};
      const fill = isTop && options.top ? options.top : colour;
      this.faceWithNormal(side.points, side.normal, fill, { layer: options.layer, ...extra }, box);
    }
  }

  private faceWithNormal(points: readonly Vec[], normal: Vec, colour: string, options: FaceOptions, box: { min: Vec; max: Vec }): void {
    // The box's centre decides the depth of all its sides, so a box is never split by another's side.
    const centre = centroid([box.min, box.max]);
    const sideCentre = centroid(points);
    const fill = options.flat ? colour : this.lit(colour, normal, sideCentre);
    const outlines = [projectOutline(this.frame, points, true)];
    let svg = `<path d="${pathData(this.frame, outlines, true)}" fill="${fill}"/>`;
    (options.details ?? []).forEach((detail, index) => {
      const detailFill = typeof options.detailFill === 'function' ? options.detailFill(index) : (options.detailFill ?? shade(fill, 0.7));
      svg += `<path d="${pathData(this.frame, [projectOutline(this.frame, detail, true)], true)}" fill="${this.hazed(detailFill, sideCentre)}"/>`;
    });
    this.shapes.push({ layer: options.layer ?? LAYER.object, depth: this.distance(centre) + this.distance(sideCentre) * 1e-3, svg });
  }

  /**
   * A horizontal polygon around the viewer (a room's floor or ceiling, a terrace): its outline circles the
   * picture, so it is closed through the picture's bottom (floor) or top (ceiling) edge.
   */
  enclosing(points: readonly Vec[], fill: string, side: 'floor' | 'ceiling', layer: number = LAYER.shell): void {
    const outline = projectOutline(this.frame, points, true);
    const first = outline[0];
    const last = outline[outline.length - 1];
    if (!first || !last) return;
    const edge = side === 'floor' ? this.frame.height : 0;
    const xEnd = first[0] + (last[0] > first[0] ? this.frame.width : -this.frame.width);
    const loop: Array<[number, number]> = [...outline, [xEnd, first[1]], [xEnd, edge], [first[0], edge]];
    const d = [-this.frame.width, 0, this.frame.width]
      .map((shift) => loop.map(([x, y], i) => `${i ? 'L' : 'M'}${(x + shift).toFixed(1)} ${y.toFixed(1)}`).join('') + 'Z')
      .join('');
    this.shapes.push({ layer, depth: 0, svg: `<path d="${d}" fill="${fill}"/>` });
  }

  /** A line in the world (a joint, a rail), drawn thin and hazed. */
  line(points: readonly Vec[], colour: string, width: number, layer: number = LAYER.decal, opacity = 1): void {
    const outline = projectOutline(this.frame, points, false);
    const depth = this.distance(centroid(points));
    this.shapes.push({
      layer,
      depth,
      svg: `<path d="${pathData(this.frame, [outline], false)}" fill="none" stroke="${this.hazed(colour, centroid(points))}" stroke-width="${width}" stroke-opacity="${opacity}" stroke-linecap="round"/>`,
    });
  }

  /** A round thing (a tree's crown, a lamp's glow): a picture ellipse as wide as the world radius. */
  blob(centre: Vec, radius: number, fill: string, layer: number = LAYER.object, depthBias = 0): void {
    const [x, y] = project(this.frame, centre);
    const d = this.distance(centre);
    const elevation = Math.asin(Math.max(-1, Math.min(1, (centre[2] - this.frame.eye[2]) / d)));
    const ry = (Math.atan(radius / d) / Math.PI) * this.frame.height;
    const rx = ry / Math.max(0.2, Math.cos(elevation));
    const ellipse = (cx: number) => `<ellipse cx="${cx.toFixed(1)}" cy="${y.toFixed(1)}" rx="${rx.toFixed(1)}" ry="${ry.toFixed(1)}" fill="${fill}"/>`;
    let svg = ellipse(x);
    if (x - rx < 0) svg += ellipse(x + this.frame.width);
    if (x + rx > this.frame.width) svg += ellipse(x - this.frame.width);
    this.shapes.push({ layer, depth: d + depthBias, svg });
  }

  /** The finished picture. */
  toSvg(title: string): string {
    const { width, height } = this.frame;
    const body = [...this.shapes]
      .sort((a, b) => a.layer - b.layer || b.depth - a.depth)
      .map((shape) => shape.svg)
      .join('');
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"><title>${esc(title)}</title><defs>${this.defs.join('')}</defs>${body}</svg>`;
  }
}

export function centroid(points: readonly Vec[]): Vec {
  const sum = points.reduce<Vec>((acc, p) => add(acc, p), [0, 0, 0]);
  return [sum[0] / points.length, sum[1] / points.length, sum[2] / points.length];
}

function faceNormal(points: readonly Vec[]): Vec {
  const [a, b, c] = points as [Vec, Vec, Vec];
  return normalize(cross(sub(b, a), sub(c, a)));
}

/** The normal turned to the side the viewer sees (a wall seen from inside the room is lit on its inner side). */
function towardsViewer(normal: Vec, centre: Vec, eye: Vec): Vec {
  return dot(normal, sub(eye, centre)) >= 0 ? normal : [-normal[0], -normal[1], -normal[2]];
}
