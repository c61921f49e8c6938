import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '@/lib/api/schemas';
import { createTestCms } from '../support/test-cms';
import { FEATURES } from '@/cms/seed/complex';

/**
 * Facts a buyer can check (issue 59): no programme offered after the day it closed, and no instalment "until the
 * house is handed over" that runs past the last handover.
 */
let cms: ReturnType<typeof createTestCms>;
beforeAll(() => {
  cms = createTestCms();
});
afterAll(() => cms.db.close());

const ROMAN: Record<string, number> = { I: 1, II: 2, III: 3, IV: 4 };

/** 'II квартал 2027' → the quarter's last day. */
function quarterEnd(completion: string): Date {
  const match = /^(I{1,3}|IV) квартал (\d{4})$/.exec(completion);
  if (!match) throw new Error(`not a quarter: ${completion}`);
  return new Date(Date.UTC(Number(match[2]), ROMAN[match[1]!]! * 3, 0));
}

describe('contract: the purchase terms are true on the day they state', () => {
  it('states the day its conditions were checked, and offers no programme closed before it', async () => {
    const specs = s.mortgageSpecsSchema.parse((await cms.get('/api/mortgage_list/specs/')).body);
    expect(specs.conditions_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const programmes = s.mortgageListSchema.parse((await cms.get('/api/mortgage_list/')).body);
    const closed = programmes.filter((p) => p.valid_until !== null && p.valid_until < specs.conditions_date!);
    expect(closed.map((p) => `${p.program}, ${p.bank.name}`)).toEqual([]);
    expect(programmes.every((p) => p.source), 'every programme names its source').toBe(true);
    // The programme that closed on 1 July 2024 (subsidised new-build mortgage at 8 %) is not offered.
    expect(programmes.filter((p) => /Льготная ипотека на новостройки/.test(p.program))).toEqual([]);
  });

  it('an instalment until the handover ends by the last queue’s handover', async () => {
    const specs = s.mortgageSpecsSchema.parse((await cms.get('/api/mortgage_list/specs/')).body);
    const programmes = s.mortgageListSchema.parse((await cms.get('/api/mortgage_list/')).body);
    const queues = cms.db.prepare('SELECT completion FROM queues').pluck().all() as string[];
    const lastHandover = Math.max(...queues.map((completion) => quarterEnd(completion).getTime()));
    const tied = programmes.filter((p) => p.until_handover);
    expect(tied.length).toBeGreaterThan(0);
    for (const programme of tied) {
      const ends = new Date(`${specs.conditions_date}T00:00:00Z`);
      ends.setUTCFullYear(ends.getUTCFullYear() + programme.term_max_years);
      expect(ends.getTime(), `${programme.program}: ${programme.term_max_years} years from ${specs.conditions_date}`).toBeLessThanOrEqual(lastHandover);
    }
  });

  it('the calculator opens on the middle flat on sale, not on the smallest studio', async () => {
    const specs = s.mortgageSpecsSchema.parse((await cms.get('/api/mortgage_list/specs/')).body);
    const prices = cms.db.prepare("SELECT price FROM lots WHERE type = 'apartments' AND status = 'free' ORDER BY price").pluck().all() as number[];
    expect(specs.price.median).toBe(prices[Math.floor(prices.length / 2)]);
    expect(specs.price.median!).toBeGreaterThan(specs.price.min);
  });
});

/** Minutes on foot by the rule the site states (lib/map/walking.ts), computed here from two coordinates. */
function walk(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const h = Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return Math.max(1, Math.round((2 * 6_371_000 * Math.asin(Math.sqrt(h)) * 1.3) / 75));
}

describe('contract: every walk the site names is computed from coordinates', () => {
  it('each place on the map and each metro station is as far as its coordinates say', async () => {
    const location = s.locationSchema.parse((await cms.get('/api/location/')).body);
    const points = s.mapPointsSchema.parse((await cms.get('/api/map_points/')).body);
    expect(points.length).toBeGreaterThan(40);
    for (const point of points) expect(point.walk_minutes, point.name).toBe(walk(location.coordinates, point));
    const stations = location.district?.stations ?? [];
    expect(location.metro.length).toBeGreaterThan(0);
    for (const metro of location.metro) {
      const station = stations.find((item) => item.name === metro.name);
      expect(station, `${metro.name} is on the district map`).toBeDefined();
      expect(metro.walk_minutes, metro.name).toBe(walk(location.coordinates, station!));
    }
  });

  it('a text that names a walk to a place or the metro gives that place’s minutes', async () => {
    const location = s.locationSchema.parse((await cms.get('/api/location/')).body);
    const points = s.mapPointsSchema.parse((await cms.get('/api/map_points/')).body);
    const texts = await Promise.all(['main_page_content', 'environment', 'commercial_page', 'location', 'benefits'].map(async (key) => JSON.stringify((await cms.get(`/api/${key}/`)).body)));
    const all = texts.join('\n').replace(/\\u00a0|\u00a0/g, ' ');
    const home = s.mainPageSchema.parse((await cms.get('/api/main_page_content/')).body);
    expect(home.metro.walk_minutes, 'the home page\'s station').toBe(location.metro.find((item) => item.name === home.metro.name)?.walk_minutes);
    // 'в 10 минутах пешком от метро «Улица 1905 года»', '10 мин' beside 'пешком до метро'.
    const metro = location.metro[0]!;
    expect(all).toContain(`в ${metro.walk_minutes} минутах пешком от метро «${metro.name.replace(/\u00a0/g, ' ')}»`);
    expect(all).toMatch(new RegExp(`"${metro.walk_minutes} мин","label":"пешком до метро"`));
    // '<Place> — в N минутах'.
    const named = [...all.matchAll(/([А-ЯЁа-яё][^,;.—"]*?) — в (\d+) минут/g)].map((match) => [match[1]!.trim(), Number(match[2])] as const);
    const same = (a: string, b: string) => a.replace(/\u00a0/g, ' ').toLowerCase() === b.replace(/\u00a0/g, ' ').toLowerCase();
    const checked = named.filter(([name]) => points.some((point) => same(point.name, name)));
    expect(checked.length).toBeGreaterThanOrEqual(4);
    for (const [name, minutes] of checked) expect(minutes, name).toBe(points.find((point) => same(point.name, name))!.walk_minutes);
    // No walk typed as a bare figure: every 'N минут(ах) пешком' in the texts is one of the computed ones.
    const computed = new Set([...points.map((point) => point.walk_minutes), ...location.metro.map((item) => item.walk_minutes)]);
    for (const match of all.matchAll(/в (\d+) минут\S* пешком/g)) expect(computed.has(Number(match[1])), match[0]).toBe(true);
  });
});

describe('contract: the complex’s figures are the data’s', () => {
  const figure = (text: string) => Number(text.replace(/\s/g, ''));
  /** The texts as read, whatever spaces the typography rule put between a number and its word. */
  const plain = (text: string | undefined) => text?.replace(/\s+/g, ' ');

  it('the project’s composition counts the buildings, flats, premises, parking places and storerooms the CMS holds', async () => {
    // A complex of another size than the demo's: a typed figure would still say the demo's.
    const small = createTestCms({ lots: 240 });
    try {
      const composition = s.projectCompositionSchema.parse((await small.get('/api/project_composition/')).body);
      const stated = new Map(composition.map((item) => [item.title, item]));
      const count = (type: string) => small.db.prepare('SELECT COUNT(*) FROM lots WHERE type = ?').pluck().get(type) as number;
      const buildings = small.db.prepare('SELECT COUNT(*) AS n, MIN(floors) AS low, MAX(floors) AS high FROM buildings').get() as { n: number; low: number; high: number };
      expect(figure(stated.get('Квартиры')!.value)).toBe(240);
      expect(figure(stated.get('Коммерция')!.value)).toBe(count('commercial'));
      expect(figure(stated.get('Паркинг')!.value)).toBe(count('parking'));
      expect(figure(stated.get('Кладовые')!.value)).toBe(count('storerooms'));
      expect(figure(stated.get('Корпуса')!.value)).toBe(buildings.n);
      expect(plain(stated.get('Корпуса')!.description)).toBe(`от ${buildings.low} до ${buildings.high} этажей`);
      const levels = small.db.prepare(`SELECT COUNT(DISTINCT floor) FROM lots WHERE type = 'parking'`).pluck().get() as number;
      expect(plain(stated.get('Паркинг')!.description)).toBe(`машино-мест на ${['одном', 'двух', 'трёх'][levels - 1]} подземн${levels === 1 ? 'ом уровне' : 'ых уровнях'}`);
    } finally {
      small.db.close();
    }
  });

  it('the retail page’s figures are its premises’: how many, every area within its range, their ceilings', async () => {
    const retail = s.commercialPageSchema.parse((await cms.get('/api/commercial_page/')).body);
    const premises = cms.db.prepare(`SELECT COUNT(*) AS n, MIN(area) AS low, MAX(area) AS high, MIN(ceiling_height) AS ceiling, MAX(ceiling_height) AS top FROM lots WHERE type = 'commercial'`).get() as { n: number; low: number; high: number; ceiling: number; top: number };
    const stated = new Map(retail.stats.map((item) => [item.label, plain(item.value)!]));
    expect(figure(stated.get('помещений') ?? stated.get('помещения') ?? stated.get('помещение') ?? '')).toBe(premises.n);
    const [low, high] = /^(\d+)–(\d+) м²$/.exec(stated.get('площади') ?? '')!.slice(1).map(Number);
    expect(low).toBeLessThanOrEqual(premises.low);
    expect(high).toBeGreaterThanOrEqual(premises.high);
    expect(premises.low - low!).toBeLessThan(1);
    expect(high! - premises.high).toBeLessThan(1);
    expect(premises.top).toBe(premises.ceiling);
    const ceiling = `${premises.ceiling.toLocaleString('ru-RU', { maximumFractionDigits: 2 })} м`;
    expect(stated.get('потолки')).toBe(ceiling);
    expect(plain(retail.text)).toContain(`Высота потолков ${ceiling}`);
  });

  it('the news of storerooms states the storerooms’ smallest and largest areas', async () => {
    const code = cms.db.prepare(`SELECT code FROM news WHERE title = 'Кладовая в подарок к большой квартире'`).pluck().get() as string;
    const story = s.newsItemSchema.parse((await cms.get(`/api/news/${code}/`)).body);
    const areas = cms.db.prepare(`SELECT MIN(area) AS low, MAX(area) AS high FROM lots WHERE type = 'storerooms'`).get() as { low: number; high: number };
    const stated = /кладовые площадью от ([\d,]+) до ([\d,]+) м²/.exec(plain(story.body_html)!)!.slice(1).map((figure) => Number(figure.replace(',', '.')));
    expect(stated).toEqual([areas.low, areas.high]);
  });

  it('the tour’s show flat has the ceiling the flats of its floor have', async () => {
    const tour = s.tourSchema.parse((await cms.get('/api/tour/')).body);
    const flat = tour.scenes.find((scene) => scene.slug === 'flat')!;
    const [floor, ceiling] = /на (\d+) этаже: потолки ([\d,]+) метра/.exec(plain(flat.text)!)!.slice(1).map((figure) => Number(figure.replace(',', '.')));
    const ceilings = cms.db.prepare(`SELECT DISTINCT ceiling_height FROM lots WHERE type = 'apartments' AND floor = ?`).pluck().all(floor) as number[];
    expect(ceilings).toContain(ceiling);
  });

  it('the club house’s benefit states its floors and its flats’ ceiling, and every flat of it has a fireplace', async () => {
    const benefits = s.benefitsSchema.parse((await cms.get('/api/benefits/')).body);
    const club = plain(benefits.find((benefit) => benefit.title === 'Клубный дом')!.text)!;
    const [number, floors] = /^Корпус (\d+) — клубный дом в (\d+) этаж/.exec(club)!.slice(1).map(Number);
    expect(cms.db.prepare('SELECT floors FROM buildings WHERE number = ?').pluck().get(number)).toBe(floors);
    const flats = cms.db.prepare(`SELECT l.ceiling_height, l.features FROM lots l JOIN buildings b ON b.id = l.building_id WHERE b.number = ? AND l.type = 'apartments'`).all(number) as Array<{ ceiling_height: number; features: number }>;
    const ceiling = Number(/потолки ([\d,]+) м/.exec(club)![1]!.replace(',', '.'));
    expect(new Set(flats.map((flat) => flat.ceiling_height))).toEqual(new Set([ceiling]));
    const fireplace = 1 << FEATURES.findIndex((feature) => feature.value === 'fireplace');
    expect(flats.every((flat) => (flat.features & fireplace) !== 0)).toBe(true);
  });

  it('the home page’s ceiling heights are the flats’, and its text the buildings’ floors', async () => {
    const home = s.mainPageSchema.parse((await cms.get('/api/main_page_content/')).body);
    const ceilings = cms.db.prepare(`SELECT MIN(ceiling_height) AS low, MAX(ceiling_height) AS high FROM lots WHERE type = 'apartments'`).get() as { low: number; high: number };
    const metres = (value: number) => value.toLocaleString('ru-RU', { maximumFractionDigits: 2 });
    expect(home.highlights.map((item) => plain(item.value))).toContain(`${metres(ceilings.low)}–${metres(ceilings.high)} м`);
    const floors = cms.db.prepare('SELECT MIN(floors) AS low, MAX(floors) AS high FROM buildings').get() as { low: number; high: number };
    expect(plain(home.about.text)).toContain(`высотой от ${floors.low} до ${floors.high} этажей`);
  });
});
