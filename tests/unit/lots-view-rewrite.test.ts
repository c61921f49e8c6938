import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { viewFromSegment } from '@/lib/routes/list-view';
import { lotsViewRewrite } from '@/lib/routes/lots-view-rewrite';

const request = (path: string, cookie?: string) => new NextRequest(`http://site.test${path}`, { headers: cookie ? { cookie } : {} });

/** The query a rewritten path carries, read back the way the page reads it. */
function viewOf(path: string, cookie?: string) {
  const rewrite = lotsViewRewrite(request(path, cookie));
  if (!rewrite) return rewrite;
  const [, , , , segment] = rewrite.pathname.split('/');
  return { path: rewrite.pathname.replace(/v(\.[^/]+)?$/, '{view}'), view: viewFromSegment(segment ?? '')?.toString(), byCookie: rewrite.byCookie, byFilters: rewrite.byFilters };
}

describe('lotsViewRewrite: each list view is one cached path', () => {
  it.each([
    // One view for every spelling of the same filters; unknown parameters (utm) never make a new page.
    // A room landing (in the sitemap) is cached for everyone from its first visit; its next pages and other filters are filter sets.
    ['/lots/params/apartments/?rooms=2', undefined, { path: '/lots/params/apartments/{view}', view: 'rooms=2', byCookie: false, byFilters: false }],
    ['/lots/params/apartments/?rooms=0&utm_source=tg', undefined, { path: '/lots/params/apartments/{view}', view: 'rooms=0', byCookie: false, byFilters: false }],
    ['/lots/params/apartments/?rooms=2&page=2', undefined, { path: '/lots/params/apartments/{view}', view: 'rooms=2&page=2', byCookie: false, byFilters: true }],
    ['/lots/params/apartments/?rooms=2&ordering=price', undefined, { path: '/lots/params/apartments/{view}', view: 'rooms=2&ordering=price', byCookie: false, byFilters: true }],
    ['/lots/params/commercial/?rooms=2', undefined, { path: '/lots/params/commercial/{view}', view: 'rooms=2', byCookie: false, byFilters: true }],
    ['/lots/params/apartments/?price_max=90000000&rooms=3,2&utm_source=tg', undefined, { path: '/lots/params/apartments/{view}', view: 'rooms=2%2C3&price_max=90000000', byCookie: false, byFilters: true }],
    ['/lots/params/apartments/?rooms=2&rooms=3&price_max=90000000', undefined, { path: '/lots/params/apartments/{view}', view: 'rooms=2%2C3&price_max=90000000', byCookie: false, byFilters: true }],
    ['/lots/commercial?ordering=-area&page=2', undefined, { path: '/lots/params/commercial/{view}', view: 'ordering=-area&page=2', byCookie: false, byFilters: true }],
    // The master plan: the URL's queue, else the visitor's choice (then no shared cache may keep it).
    ['/lots/genplan/apartments/?queue=2', 'chosen_queue=3', { path: '/lots/genplan/apartments/{view}', view: 'queue=2', byCookie: false, byFilters: false }],
    ['/lots/genplan/apartments/', 'chosen_queue=3', { path: '/lots/genplan/apartments/{view}', view: 'chosen=3', byCookie: true, byFilters: false }],
    ['/lots/genplan/apartments/?queue=abc', 'chosen_queue=3', { path: '/lots/genplan/apartments/{view}', view: 'chosen=3', byCookie: true, byFilters: false }],
  ])('%s (cookie %s) → %j', (path, cookie, expected) => {
    expect(viewOf(path, cookie)).toEqual(expected);
  });

  it.each([
    // The catalogue's own page is not a filter set: cached for everyone from its first visit (issue 61).
    ['/lots/params/apartments/', '/lots/params/apartments/v', false],
    ['/lots/params/apartments/?utm_source=tg&ordering=recommended&page=1', '/lots/params/apartments/v', false],
    ['/lots/parking', '/lots/params/parking/v', false],
    ['/lots/genplan/apartments/', '/lots/genplan/apartments/v', false],
  ])('%s: the default view has its own path too (%s)', (path, pathname, byFilters) => {
    expect(lotsViewRewrite(request(path, 'chosen_queue=x'))).toEqual({ pathname, byCookie: false, byFilters });
  });

  it.each([['/lots/613'], ['/lots/613?rooms=2'], ['/lots/unknown/apartments/?rooms=2'], ['/lots/params/apartments/x']])('%s: not a list, left alone', (path) => {
    expect(lotsViewRewrite(request(path))).toBeNull();
  });

  it.each([[{ 'next-url': '/lots/params/apartments/' }], [{ 'sec-fetch-dest': 'empty' }]])('a client navigation (%j) is not rewritten: the page reads its query', (headers) => {
    expect(lotsViewRewrite(new NextRequest('http://site.test/lots/params/apartments/?rooms=2', { headers }))).toBeNull();
  });

  it('a page load in a browser is', () => {
    expect(lotsViewRewrite(new NextRequest('http://site.test/lots/params/apartments/?rooms=2', { headers: { 'sec-fetch-dest': 'document' } }))).not.toBeNull();
  });

  it('the rewritten request, coming through the proxy again, keeps its view', () => {
    const first = lotsViewRewrite(request('/lots/params/apartments/?rooms=2'));
    expect(first && lotsViewRewrite(request(`${first.pathname}/?rooms=2`))).toEqual(first);
  });
});
