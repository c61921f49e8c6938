// @vitest-environment jsdom
// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawFlat } from '@/cms/plans/draw';
import { flatLayout, type Door, type FlatLayout, type Furniture, type Rect } from '@/cms/plans/flat-layout';
import { sectionPlan } from '@/cms/plans/section-plan';
import { createRandom } from '@/cms/seed/random';
import { createTestCms } from '../support/test-cms';

/**
 * The generated plans are architecture a buyer reads: rooms tile the flat, rows fill the floor plate,
 * furniture, doors and windows stay inside their walls, and the area a lot is sold by is its rooms' sum.
 */
const EPS = 0.011;
const inside = (inner: Rect, outer: Rect) =>
  inner.x >= outer.x - EPS && inner.y >= outer.y - EPS &&
  inner.x + inner.w <= outer.x + outer.w + EPS && inner.y + inner.h <= outer.y + outer.h + EPS;
const overlap = (a: Rect, b: Rect) =>
  Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x)) * Math.max(0, Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y));
const round1 = (value: number) => Math.round(value * 10) / 10;
/** What a piece of furniture takes on the floor: a table with its chairs (0.45 m beyond its long sides). */
const footprint = (item: Furniture): Rect => (item.kind === 'table' ? { x: item.x, y: item.y - 0.45, w: item.w, h: item.h + 0.9 } : item);
/** The square a door's leaf sweeps (none for an open passage). */
const swingOf = (door: Door): Rect[] => {
  if (door.swing === 'open') return [];
  if (door.vertical) return [{ x: door.swing === 'down' ? door.x : door.x - door.width, y: door.y, w: door.width, h: door.width }];
  return [{ x: door.x, y: door.swing === 'up' ? door.y - door.width : door.y, w: door.width, h: door.width }];
};

function expectSoundLayout(layout: FlatLayout) {
  const outline = { x: 0, y: 0, w: layout.width, h: layout.depth };
  // Rooms inside the flat, never overlapping, together covering it.
  for (const room of layout.spaces) expect(inside(room, outline), `${room.label} inside the flat`).toBe(true);
  layout.spaces.forEach((a, i) => layout.spaces.slice(i + 1).forEach((b) => expect(overlap(a, b), `${a.label} × ${b.label}`).toBeLessThan(0.01)));
  // (A set-back floor's terrace lies in front of the rooms, outside them.)
  const covered = layout.spaces.reduce((sum, room) => sum + room.w * room.h, 0);
  expect(covered).toBeCloseTo(layout.width * (layout.depth - (layout.terrace?.h ?? 0)), 1);
  if (layout.terrace) for (const room of layout.spaces) expect(overlap(room, layout.terrace), `${room.label} × terrace`).toBeLessThan(0.01);
  // The area is the sum of the rooms' net areas, each smaller than its rectangle (walls take their share).
  expect(layout.area).toBe(round1(layout.spaces.reduce((sum, room) => sum + room.area, 0)));
  for (const room of layout.spaces) {
    expect(room.area).toBeGreaterThan(0);
    expect(room.area).toBeLessThan(room.w * room.h);
  }
  // Every piece of furniture stands in one room; windows on the facade wall, doors within the flat.
  for (const item of layout.furniture) {
    expect(layout.spaces.some((room) => inside(item, room)), `${item.kind} at ${item.x},${item.y} stands in a room`).toBe(true);
  }
  // Furniture clear of other furniture and of every door's swing: no bed, wardrobe or table where a door opens.
  const swings = [...layout.doors, layout.entrance].flatMap(swingOf);
  layout.furniture.forEach((a, i) => {
    for (const b of layout.furniture.slice(i + 1)) expect(overlap(footprint(a), footprint(b)), `${a.kind} × ${b.kind}`).toBeLessThan(0.001);
    for (const swing of swings) expect(overlap(footprint(a), swing), `${a.kind} at ${a.x},${a.y} in a door's swing`).toBeLessThan(0.001);
  });
  for (const window of layout.windows) {
    expect(window.width).toBeGreaterThan(0.5);
    expect(window.x + window.width).toBeLessThanOrEqual(layout.width + EPS);
  }
  for (const door of [...layout.doors, layout.entrance]) {
    expect(door.x).toBeGreaterThanOrEqual(0);
    expect(door.x + door.width).toBeLessThanOrEqual(layout.width + EPS);
  }
  // A bedroom or a living room for every room the flat is sold as.
  const living = layout.spaces.filter((room) => room.kind === 'bedroom' || room.kind === 'living' || room.kind === 'kitchen');
  expect(living.length).toBeGreaterThanOrEqual(Math.max(1, layout.rooms ?? 1));
}

describe('a flat layout', () => {
  const CASES: ReadonlyArray<[rooms: number | null, width: number, depth: number]> = [
    [null, 18, 10.4],
    [0, 3.6, 9.8],
    [1, 5.2, 10],
    [2, 7.4, 10.6],
    [3, 11, 11.2],
    [4, 15.5, 10.2],
    [5, 21, 11],
  ];
  it.each(CASES)('rooms %s on %s × %s m: rooms tile the flat, furniture stands in rooms, the area sums the rooms', (rooms, width, depth) => {
    for (let seed = 1; seed <= 20; seed += 1) expectSoundLayout(flatLayout(rooms, width, depth, createRandom(seed)));
    // The same flat behind a terrace on a set-back floor.
    for (let seed = 1; seed <= 5; seed += 1) expectSoundLayout(flatLayout(rooms, width, depth + 3.2, createRandom(seed), 'start', 3.2));
  });
});

describe("a flat's own plan", () => {
  // The room names and areas as the plan prints them (cm to a unit): each label's two lines, at an advance of 0.56 em a
  // letter (Manrope's Russian), inside its room and clear of its furniture and the doors' swings.
  const S = 100;
  const LABEL = /<text x="([\d.]+)" y="([\d.]+)" text-anchor="middle"[^>]*font-size="([\d.]+)"[^>]*data-room="(\d+)">([^<]*)<\/text><text[^>]*>([^<]*)<\/text>/g;
  const scaled = (r: Rect): Rect => ({ x: r.x * S, y: r.y * S, w: r.w * S, h: r.h * S });
  it.each([[null, 18, 10.4], [0, 3.6, 9.8], [0, 4.4, 10.2], [1, 5.2, 10], [2, 7.4, 10.6], [3, 11, 11.2], [4, 15.5, 10.2], [5, 21, 11]] as const)(
    'rooms %s on %s × %s m: every room is named inside it, clear of its furniture and the doors',
    (rooms, width, depth) => {
      for (let seed = 1; seed <= 10; seed += 1) {
        const layout = flatLayout(rooms, width, depth, createRandom(seed));
        const svg = drawFlat(layout, { x: 0, y: 0, scale: S, flip: false, height: layout.depth }, { roomLabels: true });
        const obstacles = [...layout.furniture.map(footprint), ...[...layout.doors, layout.entrance].flatMap(swingOf)].map(scaled);
        const labels = [...svg.matchAll(LABEL)];
        expect(labels.length).toBeGreaterThanOrEqual(layout.spaces.filter((room) => room.kind !== 'hall').length);
        for (const [, x, y, size, index, name = '', area = ''] of labels) {
          const em = Number(size);
          const w = Math.max(name.length, area.length) * em * 0.56;
          const box = { x: Number(x) - w / 2, y: Number(y) - em * 0.75, w, h: em * 2.2 };
          const room = scaled(layout.spaces[Number(index)]!);
          expect(inside(box, room), `«${name}» inside its room (seed ${seed})`).toBe(true);
          for (const obstacle of obstacles) expect(overlap(box, obstacle), `«${name}» clear of the furniture and doors (seed ${seed})`).toBe(0);
        }
      }
    },
  );
});

describe('a section floor', () => {
  it.each([2, 3, 4, 5, 6, 8])('%i flats fill the plate: rows reach both ends, the core sits in the lower row, nothing overlaps', (count) => {
    for (let seed = 1; seed <= 20; seed += 1) {
      const random = createRandom(seed);
      const flats = Array.from({ length: count }, (_, i) => ({ rooms: i % 5, area: 35 + i * 17 }));
      const plan = sectionPlan(flats, random);
      const plate = { x: 0, y: 0, w: plan.width, h: plan.depth };
      const shapes = [...plan.flats.map((flat) => flat.rect), plan.corridor, plan.core];
      for (const shape of shapes) expect(inside(shape, plate)).toBe(true);
      shapes.forEach((a, i) => shapes.slice(i + 1).forEach((b) => expect(overlap(a, b)).toBeLessThan(0.01)));
      // Flats, corridor and core together cover the whole plate: no gap a buyer would see as a hole.
      const covered = shapes.reduce((sum, shape) => sum + shape.w * shape.h, 0);
      expect(covered).toBeCloseTo(plan.width * plan.depth, 0);
      expect(plan.flats).toHaveLength(count);
      for (const flat of plan.flats) {
        expect(flat.layout.width).toBe(flat.rect.w);
        expect(flat.layout.depth).toBe(flat.rect.h);
        expectSoundLayout(flat.layout);
      }
    }
  });
});

describe('the seeded complex', () => {
  let cms: ReturnType<typeof createTestCms>;
  beforeAll(() => {
    cms = createTestCms();
  });
  afterAll(() => cms.db.close());

  type Row = { id: number; rooms: number; area: number; plan_x: number; plan_y: number; plan_w: number; plan_h: number; geometry: string; plate: string };
  const flats = () => cms.db.prepare(`SELECT lots.id, lots.rooms, lots.area, plan_x, plan_y, plan_w, plan_h, layouts.geometry, floors.plate
    FROM lots JOIN layouts ON layouts.id = lots.layout_id JOIN floors ON floors.id = lots.floor_id WHERE lots.type = 'apartments'`).all() as Row[];

  it('sells every flat by the area of its own drawn rooms, and draws it inside its floor', () => {
    const rows = flats();
    expect(rows.length).toBeGreaterThan(500);
    for (const row of rows) {
      const layout = JSON.parse(row.geometry) as FlatLayout;
      const plate = JSON.parse(row.plate) as { width: number; depth: number };
      expect(row.area, `lot ${row.id}`).toBe(layout.area);
      expect(layout.rooms ?? 0).toBe(row.rooms);
      expect(layout.width).toBeCloseTo(row.plan_w, 2);
      expect(inside({ x: row.plan_x, y: row.plan_y, w: row.plan_w, h: row.plan_h }, { x: 0, y: 0, w: plate.width, h: plate.depth })).toBe(true);
    }
  });

  it('flats on one floor never overlap', () => {
    const byFloor = cms.db.prepare(`SELECT floor_id, plan_x AS x, plan_y AS y, plan_w AS w, plan_h AS h FROM lots
      WHERE type = 'apartments' ORDER BY floor_id`).all() as Array<Rect & { floor_id: number }>;
    const floors = new Map<number, Rect[]>();
    for (const row of byFloor) floors.set(row.floor_id, [...(floors.get(row.floor_id) ?? []), row]);
    for (const rects of floors.values()) rects.forEach((a, i) => rects.slice(i + 1).forEach((b) => expect(overlap(a, b)).toBeLessThan(0.01)));
  });

  it('has a layout of its own for every rooms × area band a buyer filters by', () => {
    const rows = cms.db.prepare(`SELECT rooms, CAST(area / 20 AS INTEGER) AS band, COUNT(DISTINCT layout_id) AS layouts
      FROM lots WHERE type = 'apartments' GROUP BY rooms, band`).all() as Array<{ rooms: number; band: number; layouts: number }>;
    expect(new Set(rows.map((row) => row.rooms))).toEqual(new Set([0, 1, 2, 3, 4, 5]));
    // No layout serves two combinations: summed per combination, the layouts count each one once.
    const distinct = cms.db.prepare(`SELECT COUNT(DISTINCT layout_id) AS n FROM lots WHERE type = 'apartments'`).get() as { n: number };
    expect(rows.reduce((sum, row) => sum + row.layouts, 0)).toBe(distinct.n);
  });
});
