// @vitest-environment jsdom
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript module of the front server, no types
import { classifyInlineScripts } from '@/scripts/server/csp.mjs';
import { contentSecurityPolicy } from '@/lib/security/csp-policy.mjs';
// @ts-expect-error plain JavaScript module of the front server, no types
import { createPageFacts, readPageFacts } from '@/scripts/server/page-facts.mjs';
// @ts-expect-error plain JavaScript module of the front server, no types
import { openerPolicy, securityHeaders } from '@/scripts/server/security-headers.mjs';
// @ts-expect-error plain JavaScript module of the front server, no types
import { markedLocation, markedRetryAfter, markedStatus, PAGE_LOCATION_META as SERVER_LOCATION_MARKER, PAGE_RETRY_AFTER_META as SERVER_RETRY_MARKER, PAGE_STATUS_META as SERVER_MARKER } from '@/scripts/server/page-status.mjs';
import { PAGE_LOCATION_META, PAGE_RETRY_AFTER_META, PAGE_STATUS_META } from '@/components/error/PageStatus';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';

describe('Content-Security-Policy of a page', () => {
  const HEAD = '<script id="web-fonts">window.fonts=1</script><script id="visitor-marks">window.marks=1</script><script src="/_next/static/chunks/a.js" async></script>';
  const CHUNKS = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[46168]});';
  const page = (body: string, chunks = `<script>${CHUNKS}</script>`) => `<html><head>${HEAD}</head><body><main>${body}</main>${chunks}<script>self.__next_f.push([1,"x"])</script></body></html>`;

  it('hashes the scripts the site and Next emit, once each; none with src, no data for search engines (JSON-LD is not run)', () => {
    const html = page('<script type="application/ld+json">{"@type":"Place"}</script>');
    expect(classifyInlineScripts(html)).toEqual({
      hashes: [sha('window.fonts=1'), sha('window.marks=1'), sha(CHUNKS), sha('self.__next_f.push([1,"x"])')],
      refused: [],
    });
  });

  it('takes the chunk list in React\'s inline bootstrap script (id "_R_"), as Next writes it on its error shells', () => {
    expect(classifyInlineScripts(page('', `<script id="_R_">${CHUNKS}</script>`)).refused).toEqual([]);
    expect(classifyInlineScripts(page('', '<script id="_R_">alert(1)</script>')).refused).toHaveLength(1);
  });

  it.each([
    ['a script in the content', '<script>alert(1)</script>'],
    ['a script with the id of the site\'s own, outside the head', '<script id="visitor-marks">alert(1)</script>'],
    ['RSC data with code after it', '<script>self.__next_f.push([1,"x"]);alert(1)</script>'],
    ['RSC data that is not data', '<script>self.__next_f.push([alert(1)])</script>'],
    ['a chunk list with code in it', '<script>(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[],"x":1});alert(1)</script>'],
    ['a chunk list naming another script', '<script>(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["https://evil.example/x.js"]});</script>'],
    ['an event-handler-like attribute on a known script', '<script id="web-fonts" onload="x">window.fonts=1</script>'],
  ])('leaves out %s (the browser blocks it)', (_, planted) => {
    const { hashes, refused } = classifyInlineScripts(page(planted));
    expect(hashes).toHaveLength(4);
    expect(refused).toHaveLength(1);
  });

  it('allows scripts from the site and the hashed ones only: no unsafe-inline, no eval', () => {
    const policy: string = contentSecurityPolicy({ hashes: ["'sha256-abc'"], env: {} });
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'sha256-abc'");
    for (const part of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'", "default-src 'self'"]) expect(policy).toContain(part);
    expect(policy).not.toContain('upgrade-insecure-requests');
  });

  it.each([
    ['YANDEX_METRIKA_ID', 'https://mc.yandex.ru'],
    ['CALLTRACKING_SITE_ID', 'https://mod.calltouch.ru'],
    ['CALLBACK_WIDGET_ID', 'https://cdn.envybox.io'],
    ['MARKETING_ENDPOINT_ID', 'https://api.mindbox.ru'],
    ['YANDEX_MAPS_API_KEY', 'https://api-maps.yandex.ru'],
  ])('%s adds its vendor (%s) to script-src and connect-src, and only when configured', (name, origin) => {
    const on: string = contentSecurityPolicy({ env: { [name]: '1' } });
    expect(directive(on, 'script-src')).toContain(origin);
    expect(directive(on, 'connect-src')).toContain(origin);
    expect(contentSecurityPolicy({ env: {} })).not.toContain(origin);
  });

  it('upgrades insecure requests and sends HSTS only for an https site', () => {
    expect(contentSecurityPolicy({ env: {}, https: true })).toContain('upgrade-insecure-requests');
    expect(securityHeaders({ https: true })['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains');
    expect(securityHeaders({ https: false })).not.toHaveProperty('Strict-Transport-Security');
  });
});

describe('the opener policy: only the pages behind a session', () => {
  it.each([
    ['/manager', true],
    ['/manager/', true],
    ['/manager?expired=1', true],
    ['/manager/selections/12', true],
    ['/booking', true],
    ['/booking?from=lot#holds', true],
    ['/managers', false],
    ['/bookings', false],
    ['/lots/1', false],
    ['/', false],
    ['/s/AB12CD', false],
    ['/news?manager=1', false],
  ])('%s: isolated %s', (url, isolated) => {
    expect(openerPolicy(url)).toEqual(isolated ? ['Cross-Origin-Opener-Policy', 'same-origin'] : null);
  });

  it('is not among the headers every response carries', () => {
    expect(securityHeaders({ https: true })).not.toHaveProperty('Cross-Origin-Opener-Policy');
  });
});

describe('the status a page marks for itself', () => {
  it('the page and the front server use one marker name', () => expect(SERVER_MARKER).toBe(PAGE_STATUS_META));

  it.each([
    ['<head><meta name="x-page-status" content="404"/></head>', 404],
    ['<head><meta name="x-page-status" content="505"/></head>', 505],
    ['<head><meta name="x-page-status" content="410"/></head>', 410],
    ['<head><meta name="x-page-status" content="429"/></head>', 429],
    ['<head><meta name="x-page-status" content="500"/></head>', null],
    ['<head><meta name="robots" content="noindex"/></head>', null],
    ['<p>&lt;meta name="x-page-status" content="404"/&gt;</p>', null],
  ])('%s → %s', (html, expected) => expect(markedStatus(html)).toBe(expected));

  it('a 429 page marks its Retry-After with a marker of the same name', () => {
    expect(SERVER_RETRY_MARKER).toBe(PAGE_RETRY_AFTER_META);
    expect(markedRetryAfter('<head><meta name="x-page-retry-after" content="540"/></head>')).toBe(540);
    expect(markedRetryAfter('<head><meta name="x-page-retry-after" content="x"/></head>')).toBeNull();
  });
});

describe('the address a page marks as its own (a lot by vendor code → by id)', () => {
  it('the page and the front server use one marker name', () => expect(SERVER_LOCATION_MARKER).toBe(PAGE_LOCATION_META));

  it.each([
    ['<head><meta name="x-page-location" content="/lots/613"/></head>', '/lots/613'],
    ['<head><meta name="x-page-location" content="/print?id=1&amp;x=2"/></head>', '/print?id=1&x=2'],
    ['<head><meta name="x-page-location" content="//evil.example/x"/></head>', null],
    ['<head><meta name="x-page-location" content="https://evil.example/"/></head>', null],
    ['<head><meta name="robots" content="noindex"/></head>', null],
  ])('%s → %s', (html, expected) => expect(markedLocation(html)).toBe(expected));
});

describe('page facts: what a page tells its headers, read once per bytes sent', () => {
  const body = (text: string) => Buffer.from(`<html><head><script id="web-fonts">window.fonts=1</script></head><body>${text}<script>alert(1)</script></body></html>`);
  const response = (url: string, etag?: string) => ({ req: { url }, getHeader: (name: string) => (name === 'etag' ? etag : undefined) });

  it('reads the hashes, the refused scripts and the marks of a page', () => {
    const facts = createPageFacts()(response('/lots/x', '"a"'), body(`<meta name="${SERVER_MARKER}" content="404"/>`));
    expect(facts).toEqual({ hashes: [sha('window.fonts=1')], refused: ['<script>alert(1)'], location: null, status: 404, retryAfter: null, stylesheets: [] });
    expect(facts).toEqual(readPageFacts(body(`<meta name="${SERVER_MARKER}" content="404"/>`).toString()));
  });

  // The second page marks 404; the first, of the same length, does not.
  const marked = `<meta name="${SERVER_MARKER}" content="404"/>`;
  const unmarked = ' '.repeat(marked.length);
  it.each([
    ['the same address, ETag and length: what was read for the first', '/lots/1', '"a"', '', null],
    ['another ETag: read anew', '/lots/1', '"b"', '', 404],
    ['another address: read anew', '/lots/2', '"a"', '', 404],
    ['another length: read anew', '/lots/1', '"a"', ' ', 404],
  ])('%s', (_, url, etag, extra, status) => {
    const facts = createPageFacts();
    facts(response('/lots/1', '"a"'), body(unmarked));
    expect(facts(response(url, etag), body(marked + extra)).status).toBe(status);
  });

  it('a page without an ETag (rendered for its visitor) is read for its own bytes', () => {
    const facts = createPageFacts();
    facts(response('/lots/1'), body('ЛОТ'));
    expect(facts(response('/lots/1'), body(`<meta name="${SERVER_MARKER}" content="410"/>`)).status).toBe(410);
  });

  // Facts are a function of the bytes: the same page under another address (a query string, every unknown address's
  // 404 page) is not read again, with or without an ETag; bytes that differ by one character are.
  it.each([
    ['another address, the same ETag', response('/lots/1?utm_source=x', '"a"'), marked, true],
    ['another address, another ETag', response('/no-such-page', '"z"'), marked, true],
    ['no ETag', response('/lots/1'), marked, true],
    ['one character more', response('/lots/1?x', '"a"'), `${marked} `, false],
  ])('the same bytes are read once: %s', (_, res, text, same) => {
    const facts = createPageFacts();
    const first = facts(response('/lots/1', '"a"'), body(marked));
    const again = facts(res, body(text));
    expect(again.status).toBe(404);
    expect(again === first).toBe(same);
  });

  it('keeps at most maxPages pages by content, the oldest forgotten first', () => {
    const facts = createPageFacts({ maxPages: 2 });
    const first = facts(response('/a'), body('A'));
    facts(response('/b'), body('B'));
    expect(facts(response('/a2'), body('A'))).toBe(first);
    facts(response('/c'), body('C'));
    facts(response('/d'), body('D'));
    const again = facts(response('/a3'), body('A'));
    expect(again).toEqual(first);
    expect(again).not.toBe(first);
  });
});
