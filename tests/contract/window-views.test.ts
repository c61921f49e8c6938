// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILDINGS } from '@/cms/seed/complex';
import { allWindowViews, sideNormal, sideViews, type WindowSide } from '@/cms/plans/window-views';
import { isPanoramic } from '@/cms/seed/window-views';
import { lotDetailSchema, realtyListSchema, realtySpecsSchema } from '@/lib/api/schemas';
import { createTestCms } from '../support/test-cms';

const building = (number: number) => BUILDINGS.find((b) => b.number === number)!;

/** Issue 44 item 4: what each window sees, computed from the master plan, and how the contract gives it. */
describe('window views: the geometry', () => {
  it.each([
    // The courtyard side is the long facade turned to the park; the street side the other one.
    { number: 1, courtyard: 's', street: 'n' },
    { number: 2, courtyard: 'e', street: 'w' },
    { number: 3, courtyard: 'e', street: 'w' },
    { number: 4, courtyard: 'w', street: 'e' },
    { number: 5, courtyard: 'n', street: 's' },
  ])('building $number faces $courtyard to the courtyard and $street to the street', ({ number, courtyard, street }) => {
    const facing = (side: WindowSide) => sideViews(building(number), side)[0]?.facing.value;
    expect(facing('courtyard')).toBe(courtyard);
    expect(facing('street')).toBe(street);
    const normal = sideNormal(building(number), 'courtyard');
    expect(Math.abs(normal.x) + Math.abs(normal.y)).toBe(1);
  });

  it('gives every residential floor of every side a view, and the sky opens as the floors rise', () => {
    const views = allWindowViews();
    expect(views).toHaveLength(BUILDINGS.reduce((sum, b) => sum + 2 * (b.floors - 1), 0));
    for (const b of BUILDINGS) {
      for (const side of ['courtyard', 'street'] as const) {
        const openness = sideViews(b, side).map((view) => view.openness);
        openness.slice(1).forEach((value, i) => expect(value).toBeGreaterThanOrEqual(openness[i]!));
        expect(openness.at(-1)!).toBeGreaterThan(openness[0]!);
      }
    }
  });

  it('gives a north window no sun at the equinox and a south one more than an east one', () => {
    const top = (number: number, side: WindowSide) => sideViews(building(number), side).at(-1)!;
    expect(top(1, 'street').facing.value).toBe('n');
    expect(top(1, 'street').sunHours).toBe(0);
    expect(top(5, 'street').facing.value).toBe('s');
    expect(top(5, 'street').sunHours).toBeGreaterThan(top(4, 'street').sunHours);
    expect(top(4, 'street').sunHours).toBeGreaterThan(0);
  });

  it('names the landmarks in the window\'s direction only', () => {
    const views = allWindowViews();
    // Moscow-City stands to the south-west, the Kudrinskaya high-rise to the east: no north window sees either.
    expect(views.filter((v) => v.facing.value === 'n').flatMap((v) => v.landmarks)).toEqual([]);
    expect(views.filter((v) => v.facing.value === 'e' && v.side === 'street').every((v) => v.landmarks.some((l) => l.value === 'kudrinskaya'))).toBe(true);
    expect(views.filter((v) => v.landmarks.some((l) => l.value === 'moscow_city')).every((v) => ['s', 'w'].includes(v.facing.value))).toBe(true);
  });

  it('sees the park from the courtyard of the buildings round it, and the city from every street side above the trees', () => {
    const views = allWindowViews();
    expect(views.filter((v) => v.building === 1 && v.side === 'courtyard' && v.floor >= 3 && v.floor <= 16).every((v) => v.outlook === 'park')).toBe(true);
    expect(views.filter((v) => v.side === 'street' && v.floor >= 6).every((v) => v.outlook === 'city')).toBe(true);
    expect(new Set(views.map((v) => v.outlook))).toEqual(new Set(['park', 'city', 'courtyard']));
  });
});

describe('window views: the contract', () => {
  let cms: ReturnType<typeof createTestCms>;
  beforeAll(() => {
    cms = createTestCms();
  });
  afterAll(() => cms.db.close());

  const list = async (query: string) => realtyListSchema.parse((await cms.get(`/api/realty_list/apartments/?${query}`)).body);

  it('offers "Вид из окон" among the flats\' filters', async () => {
    const specs = realtySpecsSchema.parse((await cms.get('/api/realty_specs/apartments/')).body);
    const outlook = specs.items.find((item) => item.name === 'outlook');
    expect(outlook?.label.replace(/\u00a0/g, ' ')).toBe('Вид из окон');
    expect(outlook?.choices).toEqual([
      { value: 'park', label: 'Парк' },
      { value: 'city', label: 'Город' },
      { value: 'courtyard', label: 'Двор' },
    ]);
  });

  it.each(['park', 'city', 'courtyard'])('lists only flats whose windows see the %s, as many as its facet says', async (outlook) => {
    const all = await list('page_size=1');
    const facet = all.facets.outlook.find((entry) => entry.value === outlook)?.count ?? 0;
    const filtered = await list(`outlook=${outlook}&page_size=100`);
    expect(facet).toBeGreaterThan(0);
    expect(filtered.count).toBe(facet);
    expect(filtered.results.every((lot) => lot.view?.outlook.value === outlook)).toBe(true);
  });

  it('refuses an unknown outlook by name, in Russian', async () => {
    const { status, body } = await cms.get('/api/realty_list/apartments/?outlook=sea');
    expect(status).toBe(400);
    expect(body).toMatchObject({ errors: { outlook: expect.stringContaining('неизвестные значения sea') } });
  });

  it('gives a flat the views of its floor and the floors just below and above, with the riser\'s flats on them', async () => {
    const [lot] = (await list('floor_min=10&floor_max=10&building=2&page_size=1')).results;
    expect(lot?.view).not.toBeNull();
    const detail = lotDetailSchema.parse((await cms.get(`/api/realty_item/${lot!.id}/`)).body);
    expect(detail.view_floors.map((view) => view.floor)).toEqual([9, 10, 11]);
    const own = detail.view_floors[1]!;
    expect(own.lot?.id).toBe(lot!.id);
    expect(own.openness).toBe(detail.view!.openness);
    expect(new Set(detail.view_floors.map((view) => view.image?.src)).size).toBe(3);
    for (const view of [detail.view_floors[0]!, detail.view_floors[2]!]) {
      const neighbour = lotDetailSchema.parse((await cms.get(`/api/realty_item/${view.lot!.id}/`)).body);
      expect(neighbour.floor).toBe(view.floor);
      expect(neighbour.section.id).toBe(detail.section.id);
      expect(neighbour.view?.side.value).toBe(detail.view?.side.value);
    }
  });

  it('calls a flat "Видовая" exactly when its view is open above the neighbours with a landmark in sight', async () => {
    for (let page = 1; ; page += 1) {
      const chunk = await list(`page_size=100&page=${page}`);
      for (const lot of chunk.results) {
        const panoramic = isPanoramic(lot.view ? { openness: lot.view.openness, landmarks: lot.view.landmarks } : null);
        expect(lot.features.some((f) => f.value === 'view')).toBe(panoramic);
      }
      if (!chunk.next) break;
    }
  });

  it('gives no view to what has no windows of a flat', async () => {
    const parking = realtyListSchema.parse((await cms.get('/api/realty_list/parking/?page_size=5')).body);
    expect(parking.results.every((lot) => lot.view === null)).toBe(true);
  });
});
