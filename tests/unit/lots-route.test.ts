import { describe, expect, it } from 'vitest';
import { lotsAliasTarget, parseLotsRoute } from '@/lib/routes/lots-route';

describe('parseLotsRoute: what a path under /lots means', () => {
  it.each([
    [['params', 'apartments'], { kind: 'list', slug: 'params', lotsType: 'apartments', view: null }],
    [['genplan', 'apartments'], { kind: 'list', slug: 'genplan', lotsType: 'apartments', view: null }],
    [['params', 'parking'], { kind: 'list', slug: 'params', lotsType: 'parking', view: null }],
    [['commercial'], { kind: 'list', slug: 'params', lotsType: 'commercial', view: null }],
    [['123'], { kind: 'lot', idOrCode: '123' }],
    [['KV-1-2-045'], { kind: 'lot', idOrCode: 'KV-1-2-045' }],
  ] as const)('%j → %j', (segments, expected) => {
    expect(parseLotsRoute(segments)).toEqual(expected);
  });

  it.each([
    [[]],
    [['a', 'b', 'c']],
    [['params', 'unknown-type']],
    [['unknown', 'apartments']],
    [['apartments', 'params']],
    [['%E0%A4%A']],
    [['a b']],
    [['params', 'apartments', 'rooms=2']],
    [['params', 'apartments', 'v.%%%']],
    [['apartments', 'v.cm9vbXM9Mg']],
    [['params', 'apartments', 'v.cm9vbXM9Mg', 'x']],
  ])('%j → 404', (segments) => {
    expect(parseLotsRoute(segments)).toBeNull();
  });

  it('the default view segment is the list with no query', () => {
    const route = parseLotsRoute(['genplan', 'apartments', 'v']);
    expect(route?.kind === 'list' && route.view?.toString()).toBe('');
  });

  it('a view segment carries the list query the proxy put there', () => {
    const route = parseLotsRoute(['params', 'apartments', 'v.cm9vbXM9Mg']);
    expect(route?.kind === 'list' && route.view?.toString()).toBe('rooms=2');
  });
});

describe('lotsAliasTarget: the catalogue\'s short alias has one address', () => {
  it.each([
    ['/lots/apartments', '/lots/params/apartments/'],
    ['/lots/commercial/', '/lots/params/commercial/'],
    ['/lots/parking', '/lots/params/parking/'],
    ['/lots/123', null],
    ['/lots/VR-1-1-002', null],
    ['/lots/params/apartments/', null],
    ['/lots/genplan/apartments', null],
    ['/news/apartments', null],
  ])('%s → %s', (pathname, expected) => {
    expect(lotsAliasTarget(pathname)).toBe(expected);
  });
});
