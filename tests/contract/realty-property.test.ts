// @vitest-environment node
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURES, RENOVATIONS, STATUSES } from '@/cms/seed/complex';
import { OUTLOOKS } from '@/cms/plans/window-views';
import { realtyListSchema, type LotCard } from '@/lib/api/schemas';
import { createTestCms } from '../support/test-cms';

/**
 * Property: for random filter combinations, the realty list equals a brute-force filter over all
 * lots, and every facet count equals the brute-force count of "this option chosen, other filters kept".
 */
async function allLots(cms: ReturnType<typeof createTestCms>): Promise<LotCard[]> {
  const all: LotCard[] = [];
  for (let page = 1; ; page += 1) {
    const list = realtyListSchema.parse((await cms.get(`/api/realty_list/apartments/?page_size=100&page=${page}`)).body);
    all.push(...list.results);
    if (!list.next) return all;
  }
}

type Filters = {
  rooms: number[];
  section: number[];
  building: number[];
  queue: number[];
  renovation: string[];
  status: string[];
  features: string[];
  discount: number[];
  outlook: string[];
  price: [number | null, number | null];
  area: [number | null, number | null];
  floor: [number | null, number | null];
  ordering: string;
  page: number;
};

const subset = <T,>(values: readonly T[]) => fc.subarray([...values], { maxLength: Math.min(3, values.length) });
const range = (min: number, max: number) =>
  fc
    .tuple(fc.option(fc.integer({ min, max }), { nil: null }), fc.option(fc.integer({ min, max }), { nil: null }))
    .map(([a, b]) => (a !== null && b !== null && a > b ? [b, a] : [a, b]) as [number | null, number | null]);

const filtersArb: fc.Arbitrary<Filters> = fc.record({
  rooms: subset([0, 1, 2, 3, 4, 5]),
  section: fc.oneof(fc.constant<number[]>([]), subset([1, 2, 3, 4, 5, 6, 7, 8, 9])),
  building: subset([1, 2, 3, 4, 5]),
  queue: subset([1, 2]),
  renovation: subset(RENOVATIONS.map((r) => r.value)),
  status: subset(STATUSES.map((s) => s.value)),
  features: fc.subarray(FEATURES.map((f) => f.value), { maxLength: 2 }),
  discount: fc.constantFrom<number[]>([], [], [1]),
  outlook: subset(OUTLOOKS.map((o) => o.value)),
  price: range(20_000_000, 300_000_000),
  area: range(25, 260),
  floor: range(1, 30),
  ordering: fc.constantFrom('price', '-price', 'area', '-area', 'floor', '-floor', 'price_per_m2', '-price_per_m2'),
  page: fc.constantFrom(1, 1, 2),
});

function toQuery(f: Filters): string {
  const params = new URLSearchParams();
  const list = (name: string, values: ReadonlyArray<string | number>) => values.length && params.set(name, values.join(','));
  for (const name of ['rooms', 'section', 'building', 'queue', 'renovation', 'status', 'features', 'discount', 'outlook'] as const) list(name, f[name]);
  for (const name of ['price', 'area', 'floor'] as const) {
    if (f[name][0] !== null) params.set(`${name}_min`, String(f[name][0]));
    if (f[name][1] !== null) params.set(`${name}_max`, String(f[name][1]));
  }
  params.set('ordering', f.ordering);
  params.set('page_size', '20');
  if (f.page > 1) params.set('page', String(f.page));
  return params.toString();
}

type Dimension = 'rooms' | 'section' | 'building' | 'queue' | 'renovation' | 'status' | 'features' | 'discount' | 'outlook' | 'price' | 'area' | 'floor';

/** Sold below its former price: the list's `discount` filter. */
const discounted = (lot: LotCard) => (lot.old_price !== null && lot.old_price > lot.price ? 1 : 0);

function matches(lot: LotCard, f: Filters, except?: Dimension): boolean {
  const inList = <T,>(dim: Dimension, values: readonly T[], value: T) => except === dim || values.length === 0 || values.includes(value);
  const inRange = (dim: Dimension, [min, max]: [number | null, number | null], value: number) =>
    except === dim || ((min === null || value >= min) && (max === null || value <= max));
  const lotFeatures = lot.features.map((x) => x.value);
  return (
    inList('rooms', f.rooms, lot.rooms ?? -1) &&
    inList('section', f.section, lot.section.id) &&
    inList('building', f.building, lot.building.id) &&
    inList('queue', f.queue, lot.queue.id) &&
    inList('renovation', f.renovation, lot.renovation.value) &&
    inList('status', f.status, lot.status.value) &&
    inList('discount', f.discount, discounted(lot)) &&
    inList('outlook', f.outlook, lot.view?.outlook.value ?? '') &&
    (except === 'features' || f.features.every((feature) => lotFeatures.includes(feature))) &&
    inRange('price', f.price, lot.price) &&
    inRange('area', f.area, lot.area) &&
    inRange('floor', f.floor, lot.floor)
  );
}

function sortKey(ordering: string): (a: LotCard, b: LotCard) => number {
  const desc = ordering.startsWith('-');
  const field = ordering.replace('-', '') as 'price' | 'area' | 'floor' | 'price_per_m2';
  return (a, b) => (desc ? b[field] - a[field] : a[field] - b[field]) || a.id - b.id;
}

const countBy = <K,>(lots: LotCard[], key: (lot: LotCard) => K) => {
  const counts = new Map<K, number>();
  for (const lot of lots) counts.set(key(lot), (counts.get(key(lot)) ?? 0) + 1);
  return counts;
};

describe.each([
  { label: 'the demo complex (900 flats, 2 queues)', options: {}, flats: 900 },
  { label: 'a larger complex (4000 flats, 1 queue)', options: { lots: 4000, queues: 1 as const }, flats: 4000 },
])('property on $label: realty list and facets equal a brute-force filter', ({ options, flats }) => {
  let cms: ReturnType<typeof createTestCms>;
  let all: LotCard[];
  beforeAll(async () => {
    cms = createTestCms(options);
    all = await allLots(cms);
  });
  afterAll(() => cms.db.close());

  it('holds for a few hundred random filter combinations', async () => {
    expect(all).toHaveLength(flats);
    await fc.assert(
      fc.asyncProperty(filtersArb, async (filters) => {
        const { status, body } = await cms.get(`/api/realty_list/apartments/?${toQuery(filters)}`);
        const expected = all.filter((lot) => matches(lot, filters)).sort(sortKey(filters.ordering));
        if (filters.page > 1 && expected.length <= 20) {
          expect(status).toBe(400); // a page past the end
          return;
        }
        expect(status).toBe(200);
        const list = realtyListSchema.parse(body);
        expect(list.count).toBe(expected.length);
        expect(list.results.map((lot) => lot.id)).toEqual(expected.slice((filters.page - 1) * 20, filters.page * 20).map((lot) => lot.id));

        const facetCheck = (dim: 'rooms' | 'section' | 'building' | 'queue' | 'renovation' | 'status' | 'outlook', key: (lot: LotCard) => string | number) => {
          const brute = countBy(all.filter((lot) => matches(lot, filters, dim)), key);
          brute.delete(''); // lots without a view are counted under no option
          const got = new Map(list.facets[dim].map((entry) => [entry.value, entry.count]));
          expect(got).toEqual(brute);
        };
        facetCheck('rooms', (lot) => lot.rooms ?? -1);
        facetCheck('section', (lot) => lot.section.id);
        facetCheck('building', (lot) => lot.building.id);
        facetCheck('queue', (lot) => lot.queue.id);
        facetCheck('renovation', (lot) => lot.renovation.value);
        facetCheck('status', (lot) => lot.status.value);
        facetCheck('outlook', (lot) => lot.view?.outlook.value ?? '');
        const discountedCount = all.filter((lot) => matches(lot, filters, 'discount') && discounted(lot) === 1).length;
        expect(list.facets.discount).toEqual(discountedCount ? [{ value: 1, count: discountedCount }] : []);

        const base = all.filter((lot) => matches(lot, filters));
        for (const entry of list.facets.features) {
          expect(entry.count).toBe(base.filter((lot) => lot.features.some((x) => x.value === entry.value)).length);
        }
        for (const dim of ['price', 'area', 'floor'] as const) {
          const values = all.filter((lot) => matches(lot, filters, dim)).map((lot) => lot[dim]);
          expect(list.facets[dim]).toEqual({
            min: values.length ? Math.min(...values) : null,
            max: values.length ? Math.max(...values) : null,
          });
        }
      }),
      { numRuns: 300, seed: 20261121 },
    );
  });
});
