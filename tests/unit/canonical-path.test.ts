import { describe, expect, it } from 'vitest';
import { canonicalPathFix } from '@/lib/routes/canonical-path';

describe('one address per page: what the proxy does with a path', () => {
  it.each([
    ['/', null],
    ['/contacts', null],
    ['/contacts/', { redirect: '/contacts' }],
    ['/news/', { redirect: '/news' }],
    ['/news/some-code/', { redirect: '/news/some-code' }],
    ['/news/page/2/', { redirect: '/news/page/2' }],
    ['/lots/613', null],
    ['/lots/613/', { redirect: '/lots/613' }],
    ['/lots/VR-4-1-013', null],
    ['/lots/VR-4-1-013/', { rewrite: '/lots/VR-4-1-013' }],
    ['/lots/params/apartments/', null],
    ['/lots/params/apartments', { redirect: '/lots/params/apartments/' }],
    ['/lots/genplan/parking', { redirect: '/lots/genplan/parking/' }],
    ['/lots/unknown/apartments', null],
    ['/progress/', { redirect: '/progress' }],
    ['/favorites/compare/', { redirect: '/favorites/compare' }],
  ])('%s → %j', (path, fix) => {
    expect(canonicalPathFix(path)).toEqual(fix);
  });
});
