import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURES } from '@/cms/seed/complex';
import { LIVING_AREA, type FlatLayout } from '@/cms/plans/flat-layout';
import { createTestCms } from '../support/test-cms';

/**
 * A feature a lot lists is in the plan a buyer opens (issue 59: «Угловое остекление» was listed on plans with
 * windows on one side only), and a large flat has premium proportions.
 */
let cms: ReturnType<typeof createTestCms>;
beforeAll(() => {
  cms = createTestCms();
});
afterAll(() => cms.db.close());

type Row = { vendor_code: string; rooms: number; features: number; svg: string; geometry: string };
const flats = () =>
  cms.db.prepare(`SELECT l.vendor_code, l.rooms, l.features, y.svg, y.geometry FROM lots l JOIN layouts y ON y.id = l.layout_id WHERE l.type = 'apartments'`).all() as Row[];
const listed = (mask: number) => FEATURES.filter((_, bit) => mask & (1 << bit)).map((feature) => feature.value);

/** What the drawing (the plan's SVG) shows, for each feature a plan can show. */
const IN_DRAWING: Record<string, (svg: string) => boolean> = {
  corner_windows: (svg) => svg.includes('data-feature="corner-window"'),
  master_bedroom: (svg) => svg.includes('>Мастер-спальня<'),
  wardrobe: (svg) => svg.includes('>Гардеробная<'),
  terrace: (svg) => svg.includes('data-feature="terrace"') && svg.includes('>Терраса<'),
  balcony: (svg) => svg.includes('data-feature="french-balcony"'),
  fireplace: (svg) => svg.includes('data-feature="fireplace"'),
};

describe('contract: a plan shows what its lot lists', () => {
  it('corner glazing, a master bedroom, a wardrobe, a terrace, French balconies and a fireplace are listed exactly where the plan draws them', () => {
    const rows = flats();
    expect(rows.length).toBeGreaterThan(100);
    const mismatches: string[] = [];
    for (const row of rows) {
      const features = listed(row.features);
      for (const [feature, drawn] of Object.entries(IN_DRAWING)) {
        if (features.includes(feature as (typeof FEATURES)[number]['value']) !== drawn(row.svg)) mismatches.push(`${row.vendor_code}: ${feature} ${drawn(row.svg) ? 'drawn, not listed' : 'listed, not drawn'}`);
      }
    }
    expect(mismatches.slice(0, 10)).toEqual([]);
    // Every drawable feature occurs: a check of nothing would pass too.
    for (const feature of Object.keys(IN_DRAWING)) expect(rows.some((row) => listed(row.features).includes(feature as (typeof FEATURES)[number]['value'])), feature).toBe(true);
  });

  it('a flat of three rooms and more has a kitchen-living room of 30–45 m² and a master suite: the bedroom with its own bathroom and wardrobe', () => {
    const large = flats().filter((row) => row.rooms >= 3);
    expect(large.length).toBeGreaterThan(20);
    for (const row of large) {
      const layout = JSON.parse(row.geometry) as FlatLayout;
      const living = layout.spaces.find((room) => room.label === 'Кухня-гостиная');
      expect(living?.area, `${row.vendor_code}: kitchen-living room`).toBeGreaterThanOrEqual(LIVING_AREA.min);
      expect(living!.area, `${row.vendor_code}: kitchen-living room`).toBeLessThanOrEqual(LIVING_AREA.max);
      const labels = layout.spaces.map((room) => room.label);
      for (const room of ['Мастер-спальня', 'Мастер-ванная', 'Санузел', 'Гардеробная']) expect(labels, `${row.vendor_code}: ${room}`).toContain(room);
      for (const bedroom of layout.spaces.filter((room) => room.kind === 'bedroom')) expect(bedroom.w, `${row.vendor_code}: ${bedroom.label} width`).toBeGreaterThanOrEqual(2.99);
      // A suite: the master bathroom and the wardrobe open from the master bedroom (they lie against its inner wall,
      // within its width), not from the hall.
      const master = layout.spaces.find((room) => room.label === 'Мастер-спальня')!;
      for (const label of ['Мастер-ванная', 'Гардеробная']) {
        const room = layout.spaces.find((space) => space.label === label)!;
        expect(Math.abs(room.y - (master.y + master.h)), `${row.vendor_code}: ${label} behind the master bedroom`).toBeLessThan(0.01);
        expect(room.x >= master.x - 0.01 && room.x + room.w <= master.x + master.w + 0.01, `${row.vendor_code}: ${label} within the master bedroom's width`).toBe(true);
      }
    }
  });
});
