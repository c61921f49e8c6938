// @vitest-environment node
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lotCardSchema, lotDetailSchema, realtyListSchema } from '@/lib/api/schemas';
import { createTestCms } from '../support/test-cms';

/**
 * The realty list keeps figures per facet cell and caches results per data version: a change to the
 * lots, by this process or by another connection (an editor's tool), shows in the next answer.
 */
let cms: ReturnType<typeof createTestCms>;
beforeAll(() => {
  cms = createTestCms();
});
afterAll(() => cms.db.close());

const list = async (query: string) => {
  const { status, body } = await cms.get(`/api/realty_list/apartments/?${query}`);
  expect(status).toBe(200);
  return realtyListSchema.parse(body);
};
const countOf = (entries: ReadonlyArray<{ value: string | number; count: number }>, value: string | number) =>
  entries.find((entry) => entry.value === value)?.count ?? 0;

describe('realty list after writes to the lots', () => {
  it('a lot sold by another connection leaves the free list and moves between status counts', async () => {
    const before = await list('status=free&rooms=2');
    const lot = before.results[0];
    if (!lot) throw new Error('the demo complex has free two-room flats');

    const editor = new Database(cms.path);
    editor.prepare("UPDATE lots SET status = 'sold' WHERE id = ?").run(lot.id);
    editor.close();

    const after = await list('status=free&rooms=2');
    expect(after.count).toBe(before.count - 1);
    expect(after.results.map((l) => l.id)).not.toContain(lot.id);
    expect(countOf(after.facets.status, 'sold')).toBe(countOf(before.facets.status, 'sold') + 1);
    expect(countOf(after.facets.rooms, 2)).toBe(countOf(before.facets.rooms, 2) - 1);
  });

  it('a new lot with a new combination of values is listed, counted and bounds the ranges', async () => {
    const before = await list('');
    expect(countOf(before.facets.rooms, 7)).toBe(0);
    const template = cms.db.prepare("SELECT * FROM lots WHERE type = 'apartments' LIMIT 1").get() as Record<string, unknown>;
    const price = (before.facets.price.max ?? 0) + 1_000_000;
    const { lastInsertRowid } = cms.db
      .prepare(
        `INSERT INTO lots (vendor_code, type, queue_id, building_id, section_id, floor_id, floor, number, rooms, area, price, old_price,
        price_per_m2, renovation, status, ceiling_height, features, layout_id)
        VALUES ('VR-TEST-7', 'apartments', @queue_id, @building_id, @section_id, @floor_id, @floor, '999', 7, 300, ${price}, NULL,
        @price_per_m2, 'design', 'free', 3.6, 1, @layout_id)`,
      )
      .run(template);
    const id = Number(lastInsertRowid);

    const after = await list('');
    expect(after.count).toBe(before.count + 1);
    expect(countOf(after.facets.rooms, 7)).toBe(1);
    expect(after.facets.price.max).toBe(price);
    expect(after.facets.area.max).toBe(300);
    expect(countOf(after.facets.features, 'terrace')).toBe(countOf(before.facets.features, 'terrace') + 1);
    const seven = await list('rooms=7&ordering=-price');
    expect(seven.results.map((l) => l.id)).toEqual([id]);
    expect(seven.facets.price).toEqual({ min: price, max: price });

    cms.db.prepare('DELETE FROM lots WHERE id = ?').run(id);
    const removed = await list('rooms=7');
    expect(removed.count).toBe(0);
    expect((await list('')).facets.price.max).toBe(before.facets.price.max);
  });
});

describe("a lot card's updated_at (the sitemap's lastmod)", () => {
  const card = async (id: number) => lotCardSchema.parse((await cms.get(`/api/realty_item/${id}/`)).body);

  it('moves when what a buyer sees changes, and not otherwise', async () => {
    const [lot] = (await list('status=free')).results;
    if (!lot) throw new Error('the demo complex has free flats');
    cms.db.prepare("UPDATE lots SET updated_at = '2026-01-01T00:00:00Z' WHERE id = ?").run(lot.id);
    expect((await card(lot.id)).updated_at).toBe('2026-01-01T00:00:00Z');

    cms.db.prepare('UPDATE lots SET plan_x = plan_x WHERE id = ?').run(lot.id);
    expect((await card(lot.id)).updated_at).toBe('2026-01-01T00:00:00Z');

    cms.db.prepare('UPDATE lots SET price = price + 100000 WHERE id = ?').run(lot.id);
    const changed = (await card(lot.id)).updated_at ?? '';
    expect(changed).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(changed > '2026-01-01T00:00:00Z').toBe(true);
  });
});

describe('price history and the discount filter', () => {
  const detail = async (id: number) => lotDetailSchema.parse((await cms.get(`/api/realty_item/${id}/`)).body);
  const today = new Date().toISOString().slice(0, 10);

  it('the seed gives every lot a rising history that ends at its price; a discounted lot was reduced from its former price', async () => {
    const discounted = await list('discount=1&status=free');
    expect(discounted.count).toBeGreaterThan(0);
    expect(countOf(discounted.facets.discount, 1)).toBe(discounted.count);
    for (const lot of discounted.results.slice(0, 5)) {
      const { price_history: history, price, old_price: oldPrice } = await detail(lot.id);
      expect(history.length).toBeGreaterThan(2);
      expect(history.map((p) => p.date)).toEqual([...history.map((p) => p.date)].sort());
      expect(history.at(-1)?.price).toBe(price);
      expect(history.at(-2)?.price).toBe(oldPrice);
      expect(oldPrice).toBeGreaterThan(price);
    }
    const [plain] = (await list('status=free')).results.filter((lot) => lot.old_price === null);
    if (!plain) throw new Error('the demo complex has free flats at their full price');
    const prices = (await detail(plain.id)).price_history.map((p) => p.price);
    expect(prices.at(-1)).toBe(plain.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('a price change by another connection is added to the history with its day and moves the lot in and out of the discounted list', async () => {
    const [lot] = (await list('status=free&ordering=-price')).results.filter((l) => l.old_price === null);
    if (!lot) throw new Error('the demo complex has free flats at their full price');
    const before = await list('discount=1');
    const editor = new Database(cms.path);
    editor.prepare('UPDATE lots SET old_price = price, price = price - 3000000 WHERE id = ?').run(lot.id);
    editor.close();

    const reduced = await detail(lot.id);
    expect(reduced.price_history.at(-1)).toEqual({ date: today, price: lot.price - 3_000_000 });
    const during = await list('discount=1');
    expect(during.count).toBe(before.count + 1);
    expect(countOf(during.facets.discount, 1)).toBe(before.count + 1);

    cms.db.prepare('UPDATE lots SET price = old_price, old_price = NULL WHERE id = ?').run(lot.id);
    const restored = await detail(lot.id);
    expect(restored.price_history.at(-1)).toEqual({ date: today, price: lot.price }); // the day's last price wins
    expect((await list('discount=1')).count).toBe(before.count);
  });

  it('refuses a discount value other than 1', async () => {
    expect((await cms.get('/api/realty_list/apartments/?discount=2')).status).toBe(400);
  });
});
