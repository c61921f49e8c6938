import { describe, expect, it } from 'vitest';
import { newsFilterQuery, parseNewsFilter } from '@/lib/news/news-filter';
import { paths } from '@/lib/config/paths';

const OPTIONS = { categories: [{ value: 'Акции' }, { value: 'Ход строительства' }], years: [{ value: 2026 }, { value: 2025 }] };

describe('the news list filters of the URL', () => {
  it.each([
    [{}, {}],
    [{ category: 'Акции' }, { category: 'Акции' }],
    [{ category: ' Акции ' }, { category: 'Акции' }],
    [{ year: '2025' }, { year: 2025 }],
    [{ category: 'Ход строительства', year: '2026' }, { category: 'Ход строительства', year: 2026 }],
    [{ category: ['Акции', 'Ход строительства'] }, { category: 'Акции' }],
    [{ category: 'Нет такой темы', year: '2026' }, { year: 2026 }],
    [{ year: '2024' }, {}],
    [{ year: '20x6' }, {}],
    [{ year: '02026' }, {}],
    [{ category: '' }, {}],
  ])('%j → %j (what the CMS does not offer is ignored)', (search, filter) => {
    expect(parseNewsFilter(search, OPTIONS)).toEqual(filter);
  });

  it.each([
    [{}, ''],
    [{ year: 2025 }, 'year=2025'],
    [{ year: 2025, category: 'Акции' }, 'category=%D0%90%D0%BA%D1%86%D0%B8%D0%B8&year=2025'],
  ])('%j is one query in one order: %s', (filter, query) => {
    expect(newsFilterQuery(filter)).toBe(query);
  });

  it.each([
    [1, '', '/news'],
    [2, '', '/news/page/2'],
    [1, 'year=2025', '/news?year=2025'],
    [3, 'year=2025', '/news/page/3?year=2025'],
  ])('page %i with %j is at %s', (page, query, href) => {
    expect(paths.news(page, query)).toBe(href);
  });
});
