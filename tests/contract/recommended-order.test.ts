// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interleave, recommendedOrder } from '@/cms/seed/recommended';
import { realtyListSchema, type LotCard } from '@/lib/api/schemas';
import { createTestCms } from '../support/test-cms';

/** Issue 45 item 2: the catalogue's default order is a curated one, not the cheapest studios first. */
describe('the recommended order', () => {
  let cms: ReturnType<typeof createTestCms>;
  beforeAll(() => {
    cms = createTestCms();
  });
  afterAll(() => cms.db.close());

  const list = async (query: string) => realtyListSchema.parse((await cms.get(`/api/realty_list/apartments/?${query}`)).body);
  const buildingOf = (lot: LotCard) => lot.building.id;
  const mean = (lots: LotCard[]) => lots.reduce((sum, lot) => sum + lot.price, 0) / lots.length;

  it('opens on free flats of several sizes and buildings, dearer than the cheapest first', async () => {
    const page = await list('ordering=recommended&status=booked,free');
    expect(page.results).toHaveLength(12);
    expect(page.results.every((lot) => lot.status.value === 'free')).toBe(true);
    expect(new Set(page.results.map((lot) => lot.rooms)).size).toBe(6);
    expect(new Set(page.results.map(buildingOf)).size).toBeGreaterThanOrEqual(3);
    const cheapest = await list('ordering=price&status=booked,free');
    expect(mean(page.results)).toBeGreaterThan(1.5 * mean(cheapest.results));
  });

  it('lists every lot once, free ones before booked ones, the same as the other orders count', async () => {
    const all = await list('ordering=recommended&status=booked,free&page_size=100');
    const pages = Math.ceil(all.count / 100);
    const lots: LotCard[] = [];
    for (let p = 1; p <= pages; p += 1) lots.push(...(await list(`ordering=recommended&status=booked,free&page_size=100&page=${p}`)).results);
    expect(lots).toHaveLength(all.count);
    expect(new Set(lots.map((lot) => lot.id)).size).toBe(all.count);
    const firstBooked = lots.findIndex((lot) => lot.status.value === 'booked');
    expect(firstBooked).toBeGreaterThan(0);
    expect(lots.slice(firstBooked).every((lot) => lot.status.value === 'booked')).toBe(true);
    expect((await list('ordering=price&status=booked,free')).count).toBe(all.count);
  });

  it('keeps spreading over the buildings under a filter, and takes each building’s best view first', async () => {
    const twoRooms = await list('ordering=recommended&rooms=2&status=free');
    expect(twoRooms.results.every((lot) => lot.rooms === 2)).toBe(true);
    expect(new Set(twoRooms.results.slice(0, 5).map(buildingOf)).size).toBeGreaterThanOrEqual(4);
  });

  it('interleaves sizes and buildings (table)', () => {
    expect(interleave([[1, 2, 3], [4], [5, 6]])).toEqual([1, 4, 5, 2, 6, 3]);
    const lot = (id: number, rooms: number, building: number, score: number) => ({ id, type: 'apartments', status: 'free', rooms, building, score, ppm: 1 });
    const order = recommendedOrder([lot(1, 0, 1, 50), lot(2, 2, 1, 10), lot(3, 2, 1, 90), lot(4, 2, 2, 70), lot(5, 3, 2, 80), lot(6, 0, 2, 99)]);
    // Round one: the best two-room flat (3), the three-room one (5), a studio (1); round two: the next building's two-room
    // flat (4) and studio (6); then building 1's second two-room flat.
    expect(order).toEqual([3, 5, 1, 4, 6, 2]);
  });
});
