import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { progressHref, progressViewFromSegment, progressViewRewrite } from '@/lib/routes/progress-view';

const request = (path: string, cookie?: string, headers: Record<string, string> = {}) =>
  new NextRequest(`http://site.test${path}`, { headers: cookie ? { ...headers, cookie } : headers });

/** Where a page load goes and what the page reads back from that path. */
function viewOf(path: string, cookie?: string) {
  const rewrite = progressViewRewrite(request(path, cookie));
  if (!rewrite) return rewrite;
  const segment = rewrite.pathname.split('/')[2] ?? '';
  return { view: progressViewFromSegment(segment), byCookie: rewrite.byCookie };
}

describe('progressViewRewrite: each queue and month of /progress is one cached path', () => {
  it.each([
    // The sitemap's address and its spellings: one page for everyone (type=gallery and tracking make no other view).
    ['/progress?type=gallery', undefined, { view: { queueInUrl: null, chosen: null, month: null }, byCookie: false }],
    ['/progress', undefined, { view: { queueInUrl: null, chosen: null, month: null }, byCookie: false }],
    ['/progress?utm_source=tg&type=gallery', 'chosen_queue=abc', { view: { queueInUrl: null, chosen: null, month: null }, byCookie: false }],
    // A queue's month, as the month picker links it.
    ['/progress?type=gallery&queue=2&month=2026-09', undefined, { view: { queueInUrl: '2', chosen: null, month: '2026-09' }, byCookie: false }],
    ['/progress?type=gallery&month=2026-09', undefined, { view: { queueInUrl: null, chosen: null, month: '2026-09' }, byCookie: false }],
    // The URL's queue wins over the visitor's choice; without one in the URL the choice shows (no shared cache then).
    ['/progress?type=gallery&queue=2', 'chosen_queue=1', { view: { queueInUrl: '2', chosen: null, month: null }, byCookie: false }],
    ['/progress?type=gallery', 'chosen_queue=2', { view: { queueInUrl: null, chosen: '2', month: null }, byCookie: true }],
    ['/progress?type=gallery&queue=abc&month=2026-09', 'chosen_queue=2', { view: { queueInUrl: null, chosen: '2', month: '2026-09' }, byCookie: true }],
    // A month that is no date is left out (no cached page of its own): the page shows the newest, as for one the CMS lacks.
    ['/progress?type=gallery&month=%3Cscript%3E', undefined, { view: { queueInUrl: null, chosen: null, month: null }, byCookie: false }],
    [`/progress?type=gallery&month=${'9'.repeat(40)}`, undefined, { view: { queueInUrl: null, chosen: null, month: null }, byCookie: false }],
    ['/progress?type=gallery&month=august', undefined, { view: { queueInUrl: null, chosen: null, month: null }, byCookie: false }],
    ['/progress?type=gallery&month=2026-10-01', undefined, { view: { queueInUrl: null, chosen: null, month: '2026-10-01' }, byCookie: false }],
  ])('%s (cookie %s) → %j', (path, cookie, expected) => {
    expect(viewOf(path, cookie)).toEqual(expected);
  });

  it.each([
    [undefined, undefined, '/progress?type=gallery'],
    [2, undefined, '/progress?type=gallery&queue=2'],
    [undefined, '2026-09', '/progress?type=gallery&month=2026-09'],
    [1, '2026-10', '/progress?type=gallery&queue=1&month=2026-10'],
  ])('the site links queue %s, month %s as %s, and a page load of it shows that view', (queue, month, href) => {
    expect(progressHref(queue, month)).toBe(href);
    expect(viewOf(href)).toEqual({ view: { queueInUrl: queue === undefined ? null : String(queue), chosen: null, month: month ?? null }, byCookie: false });
  });

  it('the default view is /progress/v, the path rendered at build', () => {
    expect(progressViewRewrite(request('/progress?type=gallery'))).toEqual({ pathname: '/progress/v', byCookie: false });
  });

  it.each([['/progress/v'], ['/progress/'], ['/progress/x'], ['/news'], ['/lots/params/apartments/']])('%s: not a page load of /progress, left alone', (path) => {
    expect(progressViewRewrite(request(path))).toBeNull();
  });

  it.each([[{ 'next-url': '/progress' }], [{ 'sec-fetch-dest': 'empty' }]])('a client navigation (%j) is not rewritten: the page reads its query and cookie', (headers) => {
    expect(progressViewRewrite(request('/progress?type=gallery&queue=2', undefined, headers))).toBeNull();
  });

  it.each([['x'], ['v.%%%'], ['page']])('a path segment that is no view (%s) reads as none: the page is a 404', (segment) => {
    expect(progressViewFromSegment(segment)).toBeNull();
  });
});
