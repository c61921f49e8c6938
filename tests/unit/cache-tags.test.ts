import { describe, expect, it } from 'vitest';
import { endpointTag, tagsToRevalidate } from '@/lib/cache/tags';

describe('cache tags of CMS answers', () => {
  it.each([
    ['/api/realty_list/apartments/', 'cms:realty_list'],
    ['/api/realty_item/613/', 'cms:realty_item'],
    ['/api/header_info/', 'cms:header_info'],
    ['/api/mortgage_list/facets/', 'cms:mortgage_list'],
    ['/media/plan.svg', 'cms:other'],
  ])('%s carries %s', (path, tag) => {
    expect(endpointTag(path)).toBe(tag);
  });
});

describe('what the revalidation webhook accepts', () => {
  it.each([
    [undefined, ['cms']],
    [['cms'], ['cms']],
    [['realty_list', 'realty_item'], ['cms:realty_list', 'cms:realty_item']],
  ])('%j expires %j', (names, tags) => {
    expect(tagsToRevalidate(names)).toEqual({ ok: true, tags });
  });

  it.each([[[]], ['realty_list'], [['Realty']], [['realty-list']], [[1]], [Array.from({ length: 51 }, () => 'news')]])('%j is refused', (names) => {
    expect(tagsToRevalidate(names).ok).toBe(false);
  });
});
