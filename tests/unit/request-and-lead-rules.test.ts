import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { newsCodeFromSegment } from '@/lib/news/news-code';
import { mediaDelivery } from '@/lib/validation/media-policy';
import { shortQueryTarget, PAGE_QUERY_MAX_LENGTH } from '@/lib/routes/long-query';
import { createAttemptKeys, newIdempotencyKey } from '@/lib/callback/idempotency-key';
import { validateFeedback, feedbackFields } from '@/lib/validation/feedback';
import { openOutbox } from '@/lib/leads/outbox-store';
import { createCanonicalHost } from '@/scripts/server/canonical-host.mjs';
import { refusedTarget } from '@/scripts/server/bad-request.mjs';

describe('news codes from the address', () => {
  it.each([
    ['skidka-do-8-na-kvartiry-31', 'skidka-do-8-na-kvartiry-31'],
    ['%D0%BD%D0%BE%D0%B2%D0%BE%D1%81%D1%82%D1%8C-1', 'новость-1'],
    ['новость-1', 'новость-1'],
    ['100%', null],
    ['100%25', null],
    ["%,' OR 1=1--,60,genplan,0x1F,%00,%252e%252e%252f", null],
    ['a/b', null],
    ['x'.repeat(201), null],
    ['', null],
  ])('%s → %s', (segment, code) => expect(newsCodeFromSegment(segment)).toBe(code));
});

describe('how CMS media is served', () => {
  it.each([
    ['image/svg+xml', 'inline'],
    ['image/webp', 'inline'],
    ['IMAGE/JPEG; charset=binary', 'inline'],
    ['video/mp4', 'inline'],
    ['application/pdf', 'inline'],
    ['text/html', 'refused'],
    ['text/html; charset=utf-8', 'refused'],
    ['application/xhtml+xml', 'refused'],
    ['text/xml', 'refused'],
    ['application/xml', 'refused'],
    ['application/rss+xml', 'refused'],
    ['', 'refused'],
    ['text/plain', 'attachment'],
    ['application/json', 'attachment'],
    ['application/zip', 'attachment'],
  ])('%s → %s', (type, delivery) => expect(mediaDelivery(type)).toBe(delivery));
});

describe('a page at an alias of the site\'s host', () => {
  const request = (host: string, url = '/contacts?x=1', more: Record<string, string> = {}, peer = '10.0.0.9', method = 'GET') =>
    ({ method, url, headers: { host, ...more }, socket: { remoteAddress: peer } }) as never;
  const local = createCanonicalHost({ siteUrl: 'http://localhost:3000', trustedProxies: [] });
  const behindProxy = createCanonicalHost({ siteUrl: 'https://veresk.ru', trustedProxies: ['10.0.0.1'] });
  it.each([
    [local, request('localhost:3000'), null],
    [local, request('LOCALHOST:3000'), null],
    [local, request('127.0.0.1:3000'), 'http://localhost:3000/contacts?x=1'],
    [local, request('127.0.0.1:3000', '/api/queues/'), null],
    [local, request('127.0.0.1:3000', '/_next/static/a.js'), null],
    [local, request('127.0.0.1:3000', '/healthz'), null],
    [local, request('127.0.0.1:3000', '/contacts', {}, '10.0.0.9', 'POST'), null],
    [behindProxy, request('veresk.ru:443'), null],
    [behindProxy, request('www.veresk.ru'), 'https://veresk.ru/contacts?x=1'],
    [behindProxy, request('10.0.0.5:3000', '/', { 'x-forwarded-host': 'veresk.ru' }, '10.0.0.1'), null],
    [behindProxy, request('10.0.0.5:3000', '/', { 'x-forwarded-host': 'www.veresk.ru' }, '10.0.0.1'), 'https://veresk.ru/'],
    [behindProxy, request('veresk.ru', '/', { 'x-forwarded-host': 'evil.example' }, '10.0.0.7'), null],
  ])('%#', (host, req, location) => expect(host.redirect(req)).toBe(location));
});

describe('addresses too long', () => {
  it('past 8 kB the front server answers 414; a bad escape 400', () => {
    expect(refusedTarget(`/?q=${'x'.repeat(8_200)}`)).toBe(414);
    expect(refusedTarget('/news/%zz')).toBe(400);
    expect(refusedTarget('/news/1')).toBe(0);
  });
  it('a query past the limit goes to the canonical catalogue query, or to none', () => {
    const long = `?rooms=2&q=${'x'.repeat(PAGE_QUERY_MAX_LENGTH)}`;
    expect(shortQueryTarget('/lots/params/apartments/', long)).toBe('/lots/params/apartments/?rooms=2');
    expect(shortQueryTarget('/contacts', long)).toBe('/contacts');
    expect(shortQueryTarget('/contacts', '?a=1')).toBeNull();
  });
});

describe('idempotency keys of a lead', () => {
  it('one key for the same values sent again, a new one for changed values', () => {
    let made = 0;
    const keys = createAttemptKeys(() => `key-${(made += 1)}`);
    expect(keys.keyFor({ phone: '1' })).toBe('key-1');
    expect(keys.keyFor({ phone: '1' })).toBe('key-1');
    expect(keys.keyFor({ phone: '2' })).toBe('key-2');
    expect(newIdempotencyKey()).toMatch(/^[0-9a-f]{32}$/);
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });
  it('is checked and passed on by the lead contract', () => {
    const lead = { name: 'Анна', phone: '+7 (916) 123-45-67', is_agreed: true, is_adv: 0 };
    expect(validateFeedback({ ...lead, idempotency_key: 'short' })).toEqual({ idempotency_key: 'Неверный формат' });
    expect(validateFeedback({ ...lead, idempotency_key: 'x'.repeat(65) })).toEqual({ idempotency_key: 'Неверный формат' });
    expect(validateFeedback({ ...lead, idempotency_key: newIdempotencyKey() })).toEqual({});
    expect(validateFeedback({ ...lead, idempotency_key: crypto.randomUUID() })).toEqual({});
    // Under 128 bits, or a key anyone could guess (issue 60: sixteen zeros were taken).
    for (const guessable of ['0000000000000000', '0'.repeat(32), 'ab'.repeat(16), 'abcdefabcdefabcdefabcd']) {
      expect(validateFeedback({ ...lead, idempotency_key: guessable }), guessable).toEqual({ idempotency_key: 'Неверный формат' });
    }
    expect(feedbackFields({ ...lead, idempotency_key: 'abcdefabcdefabcdef' }).idempotency_key).toBe('abcdefabcdefabcdef');
    expect(feedbackFields(lead)).not.toHaveProperty('idempotency_key');
  });
  it('the outbox keeps one lead per key', () => {
    const outbox = openOutbox(join(mkdtempSync(join(tmpdir(), 'outbox-')), 'leads.sqlite'));
    const lead = { name: 'Анна', phone: '+7 (916) 123-45-67', idempotency_key: 'abcdefabcdefabcdef' };
    const first = outbox.add(lead, null);
    expect(outbox.add(lead, null)).toBe(first);
    expect(outbox.add({ ...lead, idempotency_key: 'bcdefabcdefabcdefa' }, null)).not.toBe(first);
    // The same key with another lead (another visitor's phone) is queued as a lead of its own (issue 60).
    expect(outbox.add({ ...lead, phone: '+7 (916) 765-43-21' } as object, null)).not.toBe(first);
    const unkeyed: object = { name: 'Борис' };
    expect(outbox.add(unkeyed, null)).not.toBe(first);
    expect(outbox.pending()).toBe(4);
    outbox.close();
  });
});
