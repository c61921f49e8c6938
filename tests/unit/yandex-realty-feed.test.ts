// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { lotCardSchema, type LotCard } from '@/lib/api/schemas';
import { readyQuarter, yrlFooter, yrlHeader, yrlOffer, YRL_NAMESPACE, type YrlContext } from '@/lib/seo/yrl';
import { createTestCms } from '../support/test-cms';

const context: YrlContext = {
  url: (path) => `https://vereskdom.ru${path}`,
  generatedAt: '2026-11-24T12:00:00+00:00',
  complexName: 'Резиденция «Вереск»',
  buildingId: '123456',
  location: { address: 'Москва, Вересковый переулок, 3', coordinates: { lat: 55.76, lng: 37.56 }, metro: [{ name: 'Улица 1905 года', line: 'Таганско-Краснопресненская', color: '#8d5b2d', walk_minutes: 7 }] },
  office: { title: 'Офис продаж', phone: '+74951204567', email: 'sales@vereskdom.ru' },
  organization: 'Резиденция «Вереск»',
  lotPath: (id) => `/lots/${id}`,
  imagePath: (id) => `/og/lot/${id}`,
};

/** The elements YRL requires of an offer for sale in a new building (and of a flat, its rooms). */
const REQUIRED = ['type', 'category', 'url', 'creation-date', 'location', 'location > country', 'location > locality-name', 'location > address', 'sales-agent', 'sales-agent > phone', 'sales-agent > category', 'price > value', 'price > currency', 'area > value', 'area > unit', 'floor', 'floors-total', 'building-name', 'yandex-building-id', 'building-state', 'deal-status', 'renovation', 'image'];

let cms: ReturnType<typeof createTestCms> | null = null;

async function lotsOf(type: string): Promise<LotCard[]> {
  cms ??= createTestCms();
  const { body } = await cms.get(`/api/realty_list/${type}/?status=free&page_size=100`);
  return lotCardSchema.array().parse((body as { results: unknown[] }).results);
}

function parse(xml: string) {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.querySelector('parsererror')).toBeNull();
  return doc;
}

describe('the Yandex Realty feed (YRL)', () => {
  it('is a realty-feed in the YRL namespace with every required element in each offer', async () => {
    const lots = [...(await lotsOf('apartments')), ...(await lotsOf('commercial')), ...(await lotsOf('parking'))];
    const xml = yrlHeader(context) + lots.map((lot) => yrlOffer(lot, context)).join('') + yrlFooter();
    const doc = parse(xml);
    expect(doc.documentElement.localName).toBe('realty-feed');
    expect(doc.documentElement.namespaceURI).toBe(YRL_NAMESPACE);
    const offers = [...doc.querySelectorAll('offer')];
    expect(offers).toHaveLength(lots.length);
    for (const offer of offers) {
      for (const selector of REQUIRED) expect(offer.querySelector(`:scope > ${selector}`), `${offer.getAttribute('internal-id')}: ${selector}`).not.toBeNull();
      expect(offer.querySelector(':scope > price > currency')?.textContent).toBe('RUB');
    }
    const flat = offers.find((offer) => offer.querySelector(':scope > category')?.textContent === 'квартира');
    expect(flat?.querySelector(':scope > rooms')).not.toBeNull();
    expect(flat?.querySelector(':scope > property-type')?.textContent).toBe('жилая');
  });

  it('an offer says what the lot is: its address, price, area, floor and readiness', async () => {
    const [lot] = await lotsOf('apartments');
    if (!lot) throw new Error('no free flat in the seed');
    const offer = parse(yrlHeader(context) + yrlOffer(lot, context) + yrlFooter()).querySelector('offer');
    expect(offer?.getAttribute('internal-id')).toBe(String(lot.id));
    expect(offer?.querySelector('url')?.textContent).toBe(`https://vereskdom.ru/lots/${lot.id}`);
    expect(offer?.querySelector('price > value')?.textContent).toBe(String(lot.price));
    expect(offer?.querySelector('area > value')?.textContent).toBe(String(lot.area));
    expect(offer?.querySelector('floor')?.textContent).toBe(String(lot.floor));
    expect(offer?.querySelector('image')?.textContent).toBe(`https://vereskdom.ru/og/lot/${lot.id}`);
  });

  it('storerooms have no YRL category and stay out', async () => {
    const [storeroom] = await lotsOf('storerooms');
    expect(storeroom && yrlOffer(storeroom, context)).toBeNull();
  });

  it('escapes the CMS text', async () => {
    const [lot] = await lotsOf('apartments');
    if (!lot) throw new Error('no free flat in the seed');
    const odd = { ...context, office: { ...context.office, title: 'Офис <продаж> & «Ко»' } };
    const doc = parse(yrlHeader(odd) + yrlOffer(lot, odd) + yrlFooter());
    expect(doc.querySelector('sales-agent > name')?.textContent).toBe('Офис <продаж> & «Ко»');
  });

  it.each([
    ['II квартал 2027', { year: 2027, quarter: 2 }],
    ['IV квартал 2028', { year: 2028, quarter: 4 }],
    ['I квартал 2026', { year: 2026, quarter: 1 }],
    ['сдан', null],
  ])('readiness "%s" → %j', (text, expected) => expect(readyQuarter(text)).toEqual(expected));
});
