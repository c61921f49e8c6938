import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { proxy } from '@/proxy';

let unique = 0;
/** A price bound no other test asks for: the proxy remembers views for the whole process. */
const fresh = () => 40_000_000 + ++unique * 1000;

/** Where the proxy sends a page load: the cached view's path, or null when the page renders from the URL itself. */
function routed(path: string, headers: Record<string, string> = {}): string | null {
  const rewrite = proxy(new NextRequest(`http://site.test${path}`, { headers })).headers.get('x-middleware-rewrite');
  return rewrite ? new URL(rewrite).pathname : null;
}

describe('a catalogue filter view goes to the cache from its second visit', () => {
  it('the first page load renders from its query; the second and later ones go to its cached page', () => {
    const path = `/lots/params/apartments/?rooms=2&price_max=${fresh()}`;
    expect(routed(path)).toBeNull();
    const cached = routed(path);
    expect(cached).toMatch(/^\/lots\/params\/apartments\/v\.[A-Za-z0-9_-]+\/?$/);
    expect(routed(path)).toBe(cached);
  });

  it('another spelling of the same filters (order, tracking parameters, the short alias) is the same view', () => {
    const max = fresh();
    expect(routed(`/lots/params/apartments/?price_max=${max}&rooms=3`)).toBeNull();
    const cached = routed(`/lots/params/apartments/?rooms=3&utm_source=telegram&price_max=${max}`);
    expect(cached).not.toBeNull();
    expect(routed(`/lots/params/apartments/?rooms=3&price_max=${max}&utm_campaign=spring`)).toBe(cached);
  });

  it('each filter set counts its own visits', () => {
    const [one, two] = [fresh(), fresh()];
    expect(routed(`/lots/params/apartments/?price_max=${one}`)).toBeNull();
    expect(routed(`/lots/params/apartments/?price_max=${two}`)).toBeNull();
    expect(routed(`/lots/params/apartments/?price_max=${one}`)).not.toBeNull();
  });

  it.each([[{ 'next-url': '/lots/params/apartments/' }], [{ 'sec-fetch-dest': 'empty' }]])('a client navigation (%j) renders from its query and is not counted', (headers) => {
    const path = `/lots/params/apartments/?price_max=${fresh()}`;
    expect(routed(path, headers)).toBeNull();
    expect(routed(path, headers)).toBeNull();
    expect(routed(path)).toBeNull();
  });

  it.each([['/lots/genplan/apartments/?queue=2'], ['/lots/genplan/apartments/'], ['/news'], ['/news/page/2?category=Ход строительства']])('%s: a view of a list with few views goes to the cache on its first visit', (path) => {
    expect(routed(path)).not.toBeNull();
  });
});
