import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { viewFromSegment } from '@/lib/routes/list-view';
import { newsViewRewrite } from '@/lib/routes/news-view-rewrite';

const request = (path: string, headers: Record<string, string> = {}) => new NextRequest(`http://site.test${path}`, { headers });

/** The page and the filters a rewritten path carries, read back the way the page reads them. */
function viewOf(path: string) {
  const pathname = newsViewRewrite(request(path));
  if (!pathname) return pathname;
  const [, , , page, segment] = pathname.split('/');
  return { page, view: viewFromSegment(segment ?? '')?.toString() };
}

describe('newsViewRewrite: each view of the news list is one cached path', () => {
  it.each([
    ['/news', { page: '1', view: '' }],
    ['/news?utm_source=tg&page=x', { page: '1', view: '' }],
    ['/news?year=2025&category=Акции', { page: '1', view: 'category=%D0%90%D0%BA%D1%86%D0%B8%D0%B8&year=2025' }],
    ['/news?category=%20Ход+строительства%20&year=20x5', { page: '1', view: 'category=%D0%A5%D0%BE%D0%B4+%D1%81%D1%82%D1%80%D0%BE%D0%B8%D1%82%D0%B5%D0%BB%D1%8C%D1%81%D1%82%D0%B2%D0%B0' }],
    ['/news/page/2?category=sales&category=other', { page: '2', view: 'category=sales' }],
    ['/news/page/12?year=2024', { page: '12', view: 'year=2024' }],
    // A value no topic can have never makes a page of its own.
    ['/news?category=%3Cscript%3E', { page: '1', view: '' }],
    [`/news?category=${'а'.repeat(81)}`, { page: '1', view: '' }],
  ])('%s → %j', (path, expected) => {
    expect(viewOf(path)).toEqual(expected);
  });

  it('the default view has its own path', () => {
    expect(newsViewRewrite(request('/news'))).toBe('/news/page/1/v');
  });

  it.each([['/news/page/1'], ['/news/page/0'], ['/news/page/x'], ['/news/some-item'], ['/news/page/2/v'], ['/newsroom']])('%s: left alone', (path) => {
    expect(newsViewRewrite(request(path))).toBeNull();
  });

  it.each([[{ 'next-url': '/news' }], [{ 'sec-fetch-dest': 'empty' }]])('a client navigation (%j) is not rewritten: the page reads its query', (headers) => {
    expect(newsViewRewrite(request('/news?year=2025', headers))).toBeNull();
  });
});
