/** Colour arithmetic for the generated panoramas: light, shade and aerial perspective on #rrggbb colours. */
type Rgb = [number, number, number];

function rgb(hex: string): Rgb {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function hex([r, g, b]: Rgb): string {
  const channel = (v: number) => Math.round(Math.min(255, Math.max(0, v))).toString(16).padStart(2, '0');
  return `#${channel(r)}${channel(g)}${channel(b)}`;
}

/** The colour lit by `factor` (1 = as is, below 1 darker, above 1 lighter). */
export function shade(colour: string, factor: number): string {
  const [r, g, b] = rgb(colour);
  return hex([r * factor, g * factor, b * factor]);
}

/** From `a` (t = 0) to `b` (t = 1). */
export function mix(a: string, b: string, t: number): string {
  const x = rgb(a);
  const y = rgb(b);
  return hex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}
