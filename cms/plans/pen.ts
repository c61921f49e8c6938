/**
 * Shapes of one style drawn as one path. A plan is put into the lot page as it is (the site inlines it so its labels
 * take the site's font), so every element of the drawing is an element a phone lays out and keeps: a floor drew
 * ~320 of them, one per wall, chair and door swing. A pen collects a group's shapes by style (their paint attributes)
 * and writes one `<path>` per style, in the order each style was first used.
 *
 * The same picture as the separate shapes when, within the group, shapes of one style do not overlap shapes drawn
 * between them in another style (rooms, furniture, doors and windows of a plan do not): closed shapes are written in
 * one winding direction (overlaps fill once, as with separate opaque shapes), open ones as lines; every subpath begins
 * with an absolute move, and a dash pattern begins again at each subpath as it does for a separate element.
 */
export type Box = { x: number; y: number; w: number; h: number };

/** A drawing's coordinate to a tenth of a unit (what every plan writes). */
export const tenth = (value: number) => Math.round(value * 10) / 10;
const num = (value: number) => String(tenth(value));

export class Pen {
  private readonly styles = new Map<string, string[]>();

  private add(style: string, d: string): this {
    const list = this.styles.get(style);
    if (list) list.push(d);
    else this.styles.set(style, [d]);
    return this;
  }

  /** A rectangle, its corners rounded by `radius` (clamped to half its sides), clockwise from the top left. */
  rect(box: Box, style: string, radius = 0): this {
    const { x, y, w, h } = box;
    const r = Math.min(radius, w / 2, h / 2);
    if (r <= 0) return this.add(style, `M${num(x)} ${num(y)}H${num(x + w)}V${num(y + h)}H${num(x)}Z`);
    const arc = (tx: number, ty: number) => `A${num(r)} ${num(r)} 0 0 1 ${num(tx)} ${num(ty)}`;
    return this.add(
      style,
      `M${num(x + r)} ${num(y)}H${num(x + w - r)}${arc(x + w, y + r)}V${num(y + h - r)}${arc(x + w - r, y + h)}H${num(x + r)}${arc(x, y + h - r)}V${num(y + r)}${arc(x + r, y)}Z`,
    );
  }

  /** An ellipse (a circle when the radii are equal), clockwise from its right end. */
  ellipse(cx: number, cy: number, rx: number, ry: number, style: string): this {
    const half = (tx: number) => `A${num(rx)} ${num(ry)} 0 0 1 ${num(tx)} ${num(cy)}`;
    return this.add(style, `M${num(cx + rx)} ${num(cy)}${half(cx - rx)}${half(cx + rx)}Z`);
  }

  circle(cx: number, cy: number, r: number, style: string): this {
    return this.ellipse(cx, cy, r, r, style);
  }

  line(x1: number, y1: number, x2: number, y2: number, style: string): this {
    return this.add(style, `M${num(x1)} ${num(y1)}L${num(x2)} ${num(y2)}`);
  }

  /** Path data in absolute coordinates that begins with a move (`M`). */
  path(d: string, style: string): this {
    if (!/^M/.test(d)) throw new Error(`a pen's path begins with an absolute move: ${d.slice(0, 20)}`);
    return this.add(style, d);
  }

  /** One `<path>` per style, in the order the styles were first used. */
  svg(): string {
    return [...this.styles].map(([style, parts]) => `<path d="${parts.join('')}" ${style}/>`).join('');
  }
}
