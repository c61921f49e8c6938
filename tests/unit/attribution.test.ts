import { describe, expect, it } from 'vitest';
import { nextAttribution, touchOf, type Attribution } from '@/lib/attribution/attribution';
import { leadAttribution } from '@/lib/attribution/lead-attribution';

const at = (iso: string) => new Date(iso);
const load = (current: Attribution | null, url: string, referrer = '', when = '2026-11-20T09:00:00.000Z') => nextAttribution(current, touchOf(new URL(url), referrer, at(when)));

/** Issue 46: first and last touch — the last overwritten only by a new campaign visit. */
describe('attribution', () => {
  const campaign = load(null, 'https://site.test/lots/5?utm_source=yandex&utm_medium=cpc&utm_campaign=spring&yclid=123', 'https://yandex.ru/search?text=x')!;

  it('keeps the tags, the click id, the external referrer host and the landing page of the first visit', () => {
    expect(campaign.first).toEqual({
      utm_source: 'yandex',
      utm_medium: 'cpc',
      utm_campaign: 'spring',
      yclid: '123',
      referrer: 'yandex.ru',
      landing: '/lots/5?utm_source=yandex&utm_medium=cpc&utm_campaign=spring&yclid=123',
      at: '2026-11-20T09:00:00.000Z',
    });
    expect(campaign.last).toEqual(campaign.first);
  });

  it.each([
    ['a direct visit', 'https://site.test/', ''],
    ['a visit from a search result without tags', 'https://site.test/contacts', 'https://www.google.com/'],
    ['a page of the site itself', 'https://site.test/lots/6', 'https://site.test/lots/5'],
  ])('%s changes nothing', (_, url, referrer) => {
    expect(load(campaign, url, referrer, '2026-11-22T09:00:00.000Z')).toBeNull();
  });

  it('a new campaign visit replaces the last touch and keeps the first', () => {
    const next = load(campaign, 'https://site.test/?utm_source=vk&utm_campaign=autumn', 'https://vk.com/', '2026-11-23T09:00:00.000Z')!;
    expect(next.first).toEqual(campaign.first);
    expect(next.last).toMatchObject({ utm_source: 'vk', utm_campaign: 'autumn', referrer: 'vk.com', landing: '/?utm_source=vk&utm_campaign=autumn' });
    expect(next.last.utm_medium).toBeUndefined();
  });

  it('puts the cookie, the page, its lot and (with a counter) the client id on a lead; a foreign cookie is ignored', () => {
    const cookie = `a=1; vr_attribution=${encodeURIComponent(JSON.stringify(campaign))}; _ym_uid=1700000000123456789`;
    expect(leadAttribution(cookie, 'https://site.test/lots/5', true)).toEqual({ ...campaign, sent_from: '/lots/5', lot_id: 5, client_id: '1700000000123456789' });
    expect(leadAttribution(cookie, 'https://site.test/contacts', false)).toEqual({ ...campaign, sent_from: '/contacts' });
    expect(leadAttribution('vr_attribution=%7B%22first%22%3A1%7D', undefined, true)).toEqual({});
  });

  it.each([
    ['https://site.test/s/AbCdEfGhIjKlMnOpQrStUv', { sent_from: '/s/AbCdEfGhIjKlMnOpQrStUv', selection: 'AbCdEfGhIjKlMnOpQrStUv' }],
    ['https://site.test/s/short', { sent_from: '/s/short' }],
    ['https://site.test/print/s/AbCdEfGhIjKlMnOpQrStUv', { sent_from: '/print/s/AbCdEfGhIjKlMnOpQrStUv' }],
  ])('a lead sent from %s names the manager’s selection only when the page is one', (page, expected) => {
    expect(leadAttribution(null, page, false)).toEqual(expected);
  });
});
