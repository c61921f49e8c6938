import { describe, expect, it } from 'vitest';
import { parseLotsRoute } from '@/lib/routes/lots-route';

describe('parseLotsRoute: what a path under /lots means', () => {
  it.each([
    [['params', 'apartments'], { kind: 'list', slug: 'params', lotsType: 'apartments' }],
    [['genplan', 'apartments'], { kind: 'list', slug: 'genplan', lotsType: 'apartments' }],
    [['params', 'parking'], { kind: 'list', slug: 'params', lotsType: 'parking' }],
    [['commercial'], { kind: 'list', slug: 'params', lotsType: 'commercial' }],
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
  ])('%j → 404', (segments) => {
    expect(parseLotsRoute(segments)).toBeNull();
  });
});
