/**
 * A room's shell: floor, ceiling, three walls and the glazed one (a sill, a head, framed panes; a transom and
 * muntins where the style has them). `floor`, `walls` and `ceiling` are materials, or one per wall by side.
 */
export function roomShell(batch, { x0, x1, z0, z1, base, height, floor, walls, ceiling, glazing }) {
  batch.box(floor, [x0, base - 0.3, z0], [x1, base, z1]);
  batch.box(ceiling, [x0, base + height, z0], [x1, base + height + 0.3, z1]);
  const t = 0.25;
  const sides = {
    west: [[x0 - t, base, z0], [x0, base + height, z1]],
    east: [[x1, base, z0], [x1 + t, base + height, z1]],
    north: [[x0, base, z0 - t], [x1, base + height, z0]],
    south: [[x0, base, z1], [x1, base + height, z1 + t]],
  };
  const wallOf = (side) => (walls.isMaterial ? walls : (walls[side] ?? walls.default));
  for (const [side, [min, max]] of Object.entries(sides)) {
    if (side === glazing.side) continue;
    batch.box(wallOf(side), min, max);
  }
  const [min, max] = sides[glazing.side];
  const horizontal = glazing.side === 'north' || glazing.side === 'south';
  const span = horizontal ? x1 - x0 : z1 - z0;
  const head = glazing.head ?? 0.35;
  batch.box(wallOf('default'), min, [max[0], base + 0.12, max[2]]);
  batch.box(wallOf('default'), [min[0], base + height - head, min[2]], max);
  const inward = { west: [1, 0, 0], east: [-1, 0, 0], north: [0, 0, 1], south: [0, 0, -1] }[glazing.side];
  batch.opening([min[0], base + 0.12, min[2]], [max[0], base + height - head, max[2]], inward);
  // Mullions, bars and muntins meet end to end, none through another or into the sill and head: boxes that overlap
  // share faces in one plane, where a path tracer's bounce leaves one face into the other and comes back black.
  const panes = Math.max(2, Math.round(span / glazing.pane));
  const half = (glazing.mullion ?? 0.1) / 2;
  const [sill, lintel] = [base + 0.12, base + height - head];
  // A frame's piece from a0 to a1 along the glazed wall, from y0 to y1, the wall's depth through.
  const along = (a0, a1, y0, y1) => batch.box(glazing.frame, horizontal ? [a0, y0, min[2]] : [min[0], y0, a0], horizontal ? [a1, y1, max[2]] : [max[0], y1, a1]);
  const mullionAt = (i) => (horizontal ? x0 : z0) + (span * i) / panes;
  for (let i = 0; i <= panes; i += 1) along(mullionAt(i) - half, mullionAt(i) + half, sill, lintel);
  const bars = [...(glazing.transom ? [glazing.transom] : []), ...(glazing.muntins ?? [])].map((y) => [base + y, base + y + (glazing.bar ?? 0.08)]).sort((a, b) => a[0] - b[0]);
  for (let i = 0; i < panes; i += 1) {
    for (const [y0, y1] of bars) along(mullionAt(i) + half, mullionAt(i + 1) - half, y0, y1);
    // Vertical muntins between the mullions (a steel window's small panes), from bar to bar.
    const rows = [sill, ...bars.flat(), lintel];
    for (let s = 1; s < (glazing.split ?? 0); s += 1) {
      const at = (horizontal ? x0 : z0) + (span * (i + s / glazing.split)) / panes;
      for (let r = 0; r < rows.length; r += 2) along(at - 0.015, at + 0.015, rows[r], rows[r + 1]);
    }
  }
}
