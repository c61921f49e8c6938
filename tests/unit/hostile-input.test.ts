import { describe, expect, it } from 'vitest';
import { isSafeLink, isSafeMedia, MISSING_PICTURE } from '@/lib/api/safe-url';
import { contactsSchema, docsSchema, headerInfoSchema, mainPageSchema, teamSchema } from '@/lib/api/schemas';
import { allowedProxyPath } from '@/lib/api/proxy-paths';
import { isMalformedTarget } from '@/scripts/server/bad-request.mjs';

describe('URLs from the CMS', () => {
  it.each([
    ['https://t.me/veresk', true, true],
    ['http://example.ru/a.pdf', true, true],
    ['/api/media/booklet.pdf', true, true],
    ['booklet.pdf', true, true],
    ['tel:+74951234567', true, false],
    ['mailto:sales@veresk.ru', true, false],
    ['javascript:alert(1)', false, false],
    ['JaVaScRiPt:alert(1)', false, false],
    ['java\tscript:alert(1)', false, false],
    [' javascript:alert(1)', false, false],
    ['data:text/html,<script>alert(1)</script>', false, false],
    ['vbscript:msgbox(1)', false, false],
    ['file:///etc/passwd', false, false],
  ])('%j: a link %s, a picture %s', (url, link, media) => {
    expect(isSafeLink(url)).toBe(link);
    expect(isSafeMedia(url)).toBe(media);
  });

  const contact = { id: 1, slug: 'office', title: 'Офис', phone: '+74951234567', email: 'a@b.ru', working_hours: '', address: '', coordinates: { lat: 0, lng: 0 } };
  it('a social link with a javascript: or data: URL is left out of the footer', () => {
    const [parsed] = contactsSchema.parse([
      { ...contact, socials: [{ name: 'Telegram', url: 'https://t.me/veresk' }, { name: 'Bad', url: 'javascript:alert(1)' }, { name: 'Data', url: 'data:text/html,x' }] },
    ]);
    expect(parsed?.socials).toEqual([{ name: 'Telegram', url: 'https://t.me/veresk' }]);
  });

  it('a document or booklet with a bad link is dropped', () => {
    expect(docsSchema.parse([{ id: 1, title: 'A', file: 'javascript:x', date: '', size: '' }, { id: 2, title: 'B', file: '/api/media/b.pdf', date: '', size: '' }]).map((d) => d.id)).toEqual([2]);
    const header = headerInfoSchema.parse({ result: { booklet: 'data:application/pdf,x', top_menu_image: null, queue_booklets: [{ queue: 1, file: 'javascript:x' }] } });
    expect(header.result.booklet).toBeNull();
    expect(header.result.queue_booklets).toEqual([]);
  });

  it('a picture with a bad address becomes the blank picture and keeps its place', () => {
    const [member] = teamSchema.parse([{ id: 1, name: 'Архитектор', role: '', description: '', logo: 'data:image/svg+xml,<svg onload=alert(1)>' }]);
    expect(member?.logo).toBe(MISSING_PICTURE);
  });

  const main = { title: 'Вереск', subtitle: '', hero_image: '/api/media/views/hero.webp', about: { title: '', text: '' }, metro: { name: '', line: '', color: '', walk_minutes: 7 }, highlights: [] };
  it.each([
    ['/api/media/views/hero-portrait.webp', '/api/media/views/hero-portrait.webp'],
    [undefined, undefined],
    [null, undefined],
    ['  ', undefined],
    ['javascript:alert(1)', undefined],
    ['data:image/svg+xml,<svg onload=alert(1)>', undefined],
  ])('the hero\'s upright version %j: the page shows %j (without one, phones get the landscape hero)', (portrait, shown) => {
    const parsed = mainPageSchema.parse({ ...main, hero_image_portrait: portrait });
    expect(parsed.hero_image_portrait).toBe(shown);
    expect(parsed.hero_image).toBe('/api/media/views/hero.webp');
  });
});

describe('the same-origin API proxy forwards only the public reads', () => {
  it.each([
    ['/api/realty_list/apartments/', { ok: true, path: '/api/realty_list/apartments/', media: false }],
    ['/api/realty_item/613/', { ok: true, path: '/api/realty_item/613/', media: false }],
    ['/api/mortgage_list/facets/', { ok: true, path: '/api/mortgage_list/facets/', media: false }],
    ['/api/media/floors/2.v7.svg', { ok: true, path: '/api/media/floors/2.v7.svg', media: true }],
    ['/api/%72ealty_item/613/', { ok: true, path: '/api/realty_item/613/', media: false }],
    ['/api/form/feedback/', { ok: false, status: 404 }],
    ['/api/form/%66eedback/', { ok: false, status: 404 }],
    ['/api/form/online_entry/', { ok: false, status: 404 }],
    ['/api/booking/', { ok: false, status: 404 }],
    ['/api/admin/', { ok: false, status: 404 }],
    ['/api/media/../cms.sqlite', { ok: false, status: 400 }],
    ['/api/media/%2e%2e/cms.sqlite', { ok: false, status: 400 }],
    ['/api/media/a%2fb.svg', { ok: false, status: 400 }],
    ['/api/news/%zz/', { ok: false, status: 400 }],
    ['/api/news/%2566/', { ok: false, status: 400 }],
    ['/api/news/a%00/', { ok: false, status: 400 }],
  ])('%s', (path, expected) => expect(allowedProxyPath(path)).toEqual(expected));
});

describe('addresses the front server answers with 400', () => {
  it.each([
    ['/news/%zz', true],
    ['/lots/%E0%A4%A', true],
    ['/news/%00', true],
    ['/news/a%20b?q=%zz', false],
    ['/lots/613', false],
    ['/%D0%BD%D0%BE%D0%B2%D0%BE%D1%81%D1%82%D0%B8', false],
  ])('%s → %s', (target, malformed) => expect(isMalformedTarget(target)).toBe(malformed));
});
