// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as CmsAnswers from '@/lib/api/cms-answers';
import { server } from '../support/msw-server';

const CMS = 'http://cms.test';

// Next's data cache, as a page sees it: a `'use cache'` function's first call runs it, the next one with the same
// arguments gets what it returned. (`'use cache'` is a compiler directive, a no-op under Vitest.)
vi.mock('next/cache', () => ({ cacheLife: () => undefined, cacheTag: () => undefined }));
vi.mock('@/lib/api/cms-answers', async (importOriginal) => {
  const real = await importOriginal<typeof CmsAnswers>();
  const kept = new Map<string, ReturnType<typeof real.freshAnswer>>();
  return {
    ...real,
    freshAnswer: (...args: Parameters<typeof real.freshAnswer>) => {
      const key = JSON.stringify(args);
      if (!kept.has(key)) kept.set(key, real.freshAnswer(...args));
      return kept.get(key)!;
    },
  };
});

const SPECS = { categories: [{ value: 'stroitelstvo', label: 'Ход строительства', count: 3 }], years: [{ value: 2026, count: 3 }] };

beforeEach(() => {
  vi.stubEnv('API_BASE_URL', CMS);
  vi.stubEnv('SITE_URL', 'https://veresk.example');
});

async function pagesApi() {
  const schemas = await import('@/lib/api/schemas');
  const parses = vi.spyOn(schemas.newsSpecsSchema, 'safeParse');
  const { getServerApi } = await import('@/lib/api/server');
  return { api: getServerApi(), parses };
}

describe('a page’s read of the CMS (issue 62)', () => {
  it('one parse and one validation per CMS answer, none on a cache hit; the data is the schema’s output', async () => {
    let asked = 0;
    server.use(http.get(`${CMS}/api/news_specs/`, () => ((asked += 1), HttpResponse.json(SPECS))));
    const { api, parses } = await pagesApi();
    const first = await api.newsSpecs();
    expect(first.categories[0]?.label).toBe('Ход строительства');
    expect([asked, parses.mock.calls.length]).toEqual([1, 1]);
    const again = await api.newsSpecs();
    expect(again).toEqual(first);
    expect([asked, parses.mock.calls.length]).toEqual([1, 1]);
  });

  it('an answer of the wrong shape is refused, never given to the page', async () => {
    server.use(http.get(`${CMS}/api/map_categories/`, () => HttpResponse.json({ categories: 'none' })));
    const { api } = await pagesApi();
    await expect(api.mapCategories()).rejects.toThrow(/unexpected answer at \(root\)/);
  });

  it('the CMS’s verdict on a request (404) reaches the page as that status, with its body', async () => {
    server.use(http.get(`${CMS}/api/news/:code/`, () => HttpResponse.json({ detail: 'Не найдено.' }, { status: 404 })));
    const { api } = await pagesApi();
    await expect(api.newsItem('no-such-news')).rejects.toMatchObject({ kind: 'http', status: 404, body: { detail: 'Не найдено.' } });
  });
});
