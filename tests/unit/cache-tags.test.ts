import { describe, expect, it } from 'vitest';
import { endpointTag, lastGoodTag, tagsToRevalidate } from '@/lib/cache/tags';
import { advanceGenerations, currentGeneration, keptIn, newestKept } from '@/lib/api/last-good-generations';

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

describe('last-good copies: tagged apart, a new generation per revalidation', () => {
  it.each([
    ['/api/realty_list/apartments/', 'cms-last-good:realty_list'],
    ['/api/news/12/', 'cms-last-good:news'],
  ])('%s is kept as %s', (path, tag) => {
    expect(lastGoodTag(path)).toBe(tag);
  });

  it('the webhook starts a new generation of the endpoints it names, and of all for "cms"', () => {
    const news = currentGeneration('news');
    const realty = currentGeneration('realty_list');
    advanceGenerations(['cms:news']);
    expect(currentGeneration('news')).not.toBe(news);
    expect(currentGeneration('realty_list')).toBe(realty);
    advanceGenerations(['cms']);
    expect(currentGeneration('realty_list')).not.toBe(realty);
  });

  it('remembers the newest generation a read was kept in', () => {
    expect(newestKept('read-a')).toBeUndefined();
    keptIn('read-a', '1.0');
    keptIn('read-a', '2.0');
    expect(newestKept('read-a')).toBe('2.0');
  });
});
