// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as s from '@/lib/api/schemas';
import { createTestCms } from '../support/test-cms';

/** Every endpoint of docs/api.md answered by the embedded CMS validates against the client's schemas. */
let cms: ReturnType<typeof createTestCms>;
beforeAll(() => {
  cms = createTestCms();
});
afterAll(() => cms.db.close());

const ENDPOINTS: ReadonlyArray<[string, z.ZodType]> = [
  ['/api/main_page_content/', s.mainPageSchema],
  ['/api/project_documentation/', s.projectDocumentationSchema],
  ['/api/project_documentation/?queue=2', s.projectDocumentationSchema],
  ['/api/team/', s.teamSchema],
  ['/api/benefits/', s.benefitsSchema],
  ['/api/project_composition/', s.projectCompositionSchema],
  ['/api/contacts/', s.contactsSchema],
  ['/api/contacts/1/', s.contactSchema],
  ['/api/contacts/ofis-prodazh/', s.contactSchema],
  ['/api/location/', s.locationSchema],
  ['/api/tour/', s.tourSchema],
  ['/api/commercial_page/', s.commercialPageSchema],
  ['/api/offices_page/', s.officesPageSchema],
  ['/api/general_plans/1/', s.generalPlanSchema],
  ['/api/other_plans/1/', s.buildingPlanSchema],
  ['/api/floor_plans/10/', s.floorPlanSchema],
  ['/api/realty_list/apartments/', s.realtyListSchema],
  ['/api/realty_list/apartments/?rooms=0,2&price_max=90000000&ordering=-area&page=2', s.realtyListSchema],
  ['/api/realty_list/commercial/', s.realtyListSchema],
  ['/api/realty_list/parking/?floor_min=-1', s.realtyListSchema],
  ['/api/realty_list/storerooms/', s.realtyListSchema],
  ['/api/realty_item/1/', s.lotCardSchema],
  ['/api/realty_item/VR-1-1-001/', s.lotCardSchema],
  ['/api/realty_specs/apartments/', s.realtySpecsSchema],
  ['/api/realty_specs/parking/', s.realtySpecsSchema],
  ['/api/flats_similar/1/', s.lotListSchema],
  ['/api/project_description/', s.projectDescriptionSchema],
  ['/api/construction_progress/', s.progressListSchema],
  ['/api/construction_progress/1/', s.progressItemSchema],
  ['/api/wishlist/?ids=1,2,3', s.lotListSchema],
  ['/api/compare/?ids=4,5', s.lotListSchema],
  ['/api/news/', s.newsListSchema],
  ['/api/news/1/', s.newsItemSchema],
  ['/api/news_specs/', s.newsSpecsSchema],
  ['/api/map_categories/', s.mapCategoriesSchema],
  ['/api/map_points/', s.mapPointsSchema],
  ['/api/map_points/?category=parks,schools', s.mapPointsSchema],
  ['/api/privacy_policy/', s.privacyPolicySchema],
  ['/api/environment/', s.environmentSchema],
  ['/api/queues/', s.queuesSchema],
  ['/api/mortgage_list/', s.mortgageListSchema],
  ['/api/mortgage_list/?facet=family', s.mortgageListSchema],
  ['/api/mortgage_list/facets/', s.mortgageFacetsSchema],
  ['/api/mortgage_list/specs/', s.mortgageSpecsSchema],
  ['/api/faq/', s.faqSchema],
  ['/api/furnish/', s.furnishListSchema],
  ['/api/furnish/1/', s.furnishPackageSchema],
  ['/api/furnish/classic/', s.furnishPackageSchema],
  ['/api/docs/', s.docsSchema],
  ['/api/header_info/', s.headerInfoSchema],
];

describe('contract: the embedded CMS answers every endpoint in the documented shape', () => {
  it.each(ENDPOINTS)('GET %s', async (path, schema) => {
    const { status, body } = await cms.get(path);
    expect(status).toBe(200);
    const parsed = schema.safeParse(body);
    expect(parsed.success ? 'valid' : parsed.error.issues.slice(0, 3)).toBe('valid');
  });

  it('paths work with and without the trailing slash', async () => {
    expect((await cms.get('/api/queues')).status).toBe(200);
    expect((await cms.get('/api/queues/')).status).toBe(200);
  });

  it('a news item and a lot are found by code as well as by id', async () => {
    const list = s.newsListSchema.parse((await cms.get('/api/news/')).body);
    const first = list.results[0];
    expect(first).toBeDefined();
    const byCode = s.newsItemSchema.parse((await cms.get(`/api/news/${first?.code}/`)).body);
    expect(byCode.id).toBe(first?.id);
  });
});

describe('contract: the demo complex is what the spec asks for', () => {
  it('has 2 queues, 5 buildings of 8–30 floors, about 900 apartments with studios to 5 rooms', async () => {
    expect(s.queuesSchema.parse((await cms.get('/api/queues/')).body)).toHaveLength(2);
    const plan = s.generalPlanSchema.parse((await cms.get('/api/general_plans/1/')).body);
    expect(plan.buildings).toHaveLength(5);
    for (const building of plan.buildings) expect(building.floors).toBeGreaterThanOrEqual(8);
    for (const building of plan.buildings) expect(building.floors).toBeLessThanOrEqual(30);
    const list = s.realtyListSchema.parse((await cms.get('/api/realty_list/apartments/')).body);
    expect(list.count).toBe(900);
    expect(list.facets.rooms.map((r) => r.value)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(list.facets.area.min).toBeGreaterThanOrEqual(28);
    expect(list.facets.area.max).toBeLessThanOrEqual(260);
    const ppm = cms.db.prepare("SELECT MIN(price_per_m2) AS min, MAX(price_per_m2) AS max, SUM(old_price IS NOT NULL) AS discounted FROM lots WHERE type = 'apartments'").get() as { min: number; max: number; discounted: number };
    expect(ppm.min).toBeGreaterThanOrEqual(690_000);
    expect(ppm.max).toBeLessThanOrEqual(1_610_000);
    expect(ppm.discounted).toBeGreaterThan(20);
  });

  it.each([
    ['/api/news/', (b: unknown) => s.newsListSchema.parse(b).count, 30],
    ['/api/construction_progress/', (b: unknown) => s.progressListSchema.parse(b).length, 18],
    ['/api/map_points/', (b: unknown) => s.mapPointsSchema.parse(b).length, 60],
  ] as const)('%s has at least the required items', async (path, count, min) => {
    expect(count((await cms.get(path)).body)).toBeGreaterThanOrEqual(min);
  });

  it('header info has a booklet link and the sales office has slug ofis-prodazh', async () => {
    expect(s.headerInfoSchema.parse((await cms.get('/api/header_info/')).body).result.booklet).toMatch(/\.pdf$/);
    expect(s.contactSchema.parse((await cms.get('/api/contacts/ofis-prodazh/')).body).title).toBe('Офис продаж');
  });

  it('generated media is served with its content type', async () => {
    const lot = s.lotCardSchema.parse((await cms.get('/api/realty_item/1/')).body);
    const layout = await cms.app.fetch(new Request(`http://cms.test${lot.images.flat_layout}`));
    expect(layout.headers.get('content-type')).toBe('image/svg+xml');
    expect(await layout.text()).toMatch(/^<svg/);
    const booklet = await cms.app.fetch(new Request('http://cms.test/api/media/docs/booklet.pdf'));
    expect(booklet.headers.get('content-type')).toBe('application/pdf');
  });

  it('seeding is deterministic', () => {
    const other = createTestCms();
    const digest = (db: typeof cms.db) => db.prepare("SELECT group_concat(id || ':' || price || ':' || status, ',') AS d FROM lots").get();
    expect(digest(other.db)).toEqual(digest(cms.db));
    other.db.close();
  });
});

describe('bad input: a clear 4xx, never a 500', () => {
  it.each([
    ['/api/realty_list/apartments/?price_min=abc', 'price_min'],
    ['/api/realty_list/apartments/?area_min=90&area_max=40', 'area_min'],
    ['/api/realty_list/apartments/?rooms=two', 'rooms'],
    ['/api/realty_list/apartments/?status=gone', 'status'],
    ['/api/realty_list/apartments/?ordering=random', 'ordering'],
    ['/api/realty_list/apartments/?page=0', 'page'],
    ['/api/realty_list/apartments/?page=9999', 'page'],
    ['/api/realty_list/apartments/?page_size=1000', 'page_size'],
    ['/api/news/?page=999', 'page'],
    ['/api/news/?year=twenty', 'year'],
    ['/api/wishlist/?ids=1,x', 'ids'],
    ['/api/map_points/?category=zoo', 'category'],
    ['/api/mortgage_list/?facet=free', 'facet'],
  ])('%s → 400 naming %s', async (path, param) => {
    const { status, body } = await cms.get(path);
    expect(status).toBe(400);
    expect(body).toMatchObject({ errors: { [param]: expect.stringContaining(param) } });
  });

  it.each(['/api/no_such_endpoint/', '/api/realty_item/999999/', '/api/realty_list/yachts/', '/api/news/no-such-news/', '/api/contacts/nowhere/'])(
    '%s → 404 JSON',
    async (path) => {
      const { status, body } = await cms.get(path);
      expect(status).toBe(404);
      expect(body).toMatchObject({ detail: expect.any(String) });
    },
  );

  it('the feedback form rejects invalid fields by name with the SPEC §5 messages, and stores a valid lead', async () => {
    const bad = await cms.get('/api/form/feedback/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Ivan Иванов', phone: '123', is_agreed: false }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      errors: {
        name: 'Пожалуйста, используйте только одну языковую раскладку',
        phone: 'Номер телефона введен неверно',
        is_agreed: 'Пожалуйста, заполните это поле',
      },
    });
    const ok = await cms.get('/api/form/feedback/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Анна', phone: '+7 (916) 123-45-67', is_agreed: true, is_adv: 0, form_id: '0001' }),
    });
    expect(ok.status).toBe(201);
    const stored = cms.db.prepare("SELECT payload FROM submissions WHERE form = 'feedback'").all() as Array<{ payload: string }>;
    expect(stored.map((row) => JSON.parse(row.payload).name)).toEqual(['Анна']);
  });

  it('a body that is not JSON is a 400', async () => {
    const { status } = await cms.get('/api/form/feedback/', { method: 'POST', body: 'name=Анна', headers: { 'content-type': 'application/json' } });
    expect(status).toBe(400);
  });

  it.each([
    ['text/plain', { 'content-type': 'text/plain' }, '{"name":"Анна"}', 415],
    ['form-encoded', { 'content-type': 'application/x-www-form-urlencoded' }, 'name=Анна', 415],
    ['a body over 16 kB', { 'content-type': 'application/json' }, JSON.stringify({ name: 'а'.repeat(20_000) }), 413],
  ])('a lead sent as %s is refused (%s)', async (_name, headers, body, expected) => {
    const { status } = await cms.get('/api/form/feedback/', { method: 'POST', body, headers });
    expect(status).toBe(expected);
  });
});
