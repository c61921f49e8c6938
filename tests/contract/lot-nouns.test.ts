import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '@/lib/api/schemas';
import { createTestCms } from '../support/test-cms';

/**
 * What the CMS says of a lot agrees with what the lot is: a premise or a parking place is «Продано», not «Продана»;
 * a parking place's or a storeroom's plan is of that place, at its size, not a flat's rooms.
 */
let cms: ReturnType<typeof createTestCms>;
beforeAll(() => {
  cms = createTestCms();
});
afterAll(() => cms.db.close());

const idOf = (type: string, status: string) =>
  cms.db.prepare('SELECT id FROM lots WHERE type = ? AND status = ? ORDER BY id LIMIT 1').pluck().get(type, status) as number;

describe('contract: a lot is named as what it is', () => {
  it.each([
    ['apartments', 'free', 'Свободна'],
    ['apartments', 'booked', 'Забронирована'],
    ['apartments', 'sold', 'Продана'],
    ['commercial', 'free', 'Свободно'],
    ['commercial', 'booked', 'Забронировано'],
    ['commercial', 'sold', 'Продано'],
    ['parking', 'free', 'Свободно'],
    ['parking', 'booked', 'Забронировано'],
    ['parking', 'sold', 'Продано'],
    ['storerooms', 'free', 'Свободна'],
    ['storerooms', 'booked', 'Забронирована'],
    ['storerooms', 'sold', 'Продана'],
  ])('a %s lot that is %s: «%s», on its page and in its filter', async (type, status, label) => {
    const lot = s.lotDetailSchema.parse((await cms.get(`/api/realty_item/${idOf(type, status)}`)).body);
    expect(lot.status).toEqual({ value: status, label });
    const specs = s.realtySpecsSchema.parse((await cms.get(`/api/realty_specs/${type}/`)).body);
    const choices = specs.items.find((spec) => spec.name === 'status')?.choices ?? [];
    expect(choices.find((choice) => choice.value === status)?.label).toBe(label);
  });

  it.each([
    ['parking', 'Машино-место'],
    ['storerooms', 'Кладовая'],
  ])('every %s lot has a plan of its own size: its dimensions make its area', async (type, noun) => {
    const rows = cms.db
      .prepare('SELECT l.area, y.svg FROM lots l JOIN layouts y ON y.id = l.layout_id WHERE l.type = ?')
      .all(type) as Array<{ area: number; svg: string }>;
    expect(rows.length).toBeGreaterThan(0);
    for (const { area, svg } of rows) {
      const title = /<title>([^<]*)<\/title>/.exec(svg)?.[1] ?? '';
      const match = new RegExp(`^${noun} (\\d+,\\d) м × (\\d+,\\d) м, (\\d+,\\d) м²$`).exec(title.replace(/\u00a0/g, ' '));
      expect(match, title).not.toBeNull();
      const [width, length, stated] = match!.slice(1).map((figure) => Number(figure.replace(',', '.')));
      expect(stated).toBe(area);
      expect(Math.round(width! * length! * 10) / 10).toBe(area);
      // Nothing of a flat's plan: no kitchen, hall or bathroom in a parking place.
      expect(svg).not.toMatch(/Кухня|Прихожая|Санузел|Спальня/);
    }
  });
});
