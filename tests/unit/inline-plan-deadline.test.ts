// @vitest-environment node
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../support/msw-server';

const CMS = 'http://cms.test';
const TIMEOUT_MS = 3000;
const PLAN = '/api/media/floors/7.svg?highlight=12';
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/><text x="1" y="5">Кухня</text></svg>';

// `'use cache'` is a compiler directive, a no-op under Vitest: every call of a cached function asks the CMS.
vi.mock('next/cache', () => ({ cacheLife: () => undefined, cacheTag: () => undefined }));

beforeEach(() => {
  vi.stubEnv('API_BASE_URL', CMS);
  vi.stubEnv('SITE_URL', 'https://veresk.example');
  vi.stubEnv('API_TIMEOUT_MS', String(TIMEOUT_MS));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('a page’s inline plan while the CMS hangs (issue 12: one deadline per request)', () => {
  it('comes from the last good copy once the page’s deadline has passed, not after the file’s own 10 s', async () => {
    const { inlinePlanMarkup } = await import('@/lib/api/inline-plan');
    server.use(http.get(`${CMS}/api/media/floors/7.svg`, () => new HttpResponse(SVG, { headers: { 'content-type': 'image/svg+xml' } })));
    const first = await inlinePlanMarkup(PLAN);
    expect(first).toContain('Кухня');

    // The CMS now takes every request and never answers. The page's clock is driven by hand: no real deadline is raced.
    server.use(http.get(`${CMS}/api/media/floors/7.svg`, async () => (await delay('infinite'), new HttpResponse(null))));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    let markup: string | null | undefined;
    void inlinePlanMarkup(PLAN).then((value) => (markup = value));
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS - 100);
    expect(markup, 'within the deadline the page still waits for the CMS').toBeUndefined();
    await vi.advanceTimersByTimeAsync(200);
    expect(markup, 'the deadline has passed: the kept drawing').toBe(first);
  });
});
