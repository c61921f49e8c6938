import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * What a start and its first page do not load (issue 61: a cold start to the first page ≤ 1.0 s; npm run
 * bench:cold-start). ioredis is loaded only by a process with a REDIS_URL, sharp (libvips, about 40 MB of RSS) only
 * when the CMS makes a document, the API client and its schemas only when the lead outbox has a lead to send: each
 * was loaded with the module that names it, before the first page or before the server listened. And the embedded CMS
 * makes no Intl object when it loads (inside the first page), nor does a page's date: each kind builds ICU's data on its
 * first use.
 */
const loaded = vi.hoisted(() => new Set<string>());
vi.mock('ioredis', () => {
  loaded.add('ioredis');
  return { default: class {} };
});
vi.mock('sharp', () => {
  loaded.add('sharp');
  return { default: () => undefined };
});
vi.mock('@/lib/api/server', () => {
  loaded.add('api');
  return {};
});

afterEach(() => vi.unstubAllEnvs());

describe('modules loaded when they are used, not with the start', () => {
  it('without REDIS_URL there is no shared Redis, and ioredis is never loaded', async () => {
    vi.stubEnv('REDIS_URL', '');
    const { sharedRedis } = await import('@/lib/redis/client');
    await expect(sharedRedis()).resolves.toBeNull();
    expect(loaded.has('ioredis')).toBe(false);
  });

  it('the CMS documents (the booklet) load without sharp', async () => {
    await import('@/cms/documents/store');
    expect(loaded.has('sharp')).toBe(false);
  });

  // The module as instrumentation.ts loads it; its loop is not started here: a timer every 2 s left in the test worker
  // would read the default outbox file for every test file after this one.
  it("the lead outbox's delivery loop starts without the API client", async () => {
    await import('@/lib/leads/outbox');
    expect(loaded.has('api')).toBe(false);
  });
});

describe('the embedded CMS loads without Intl', () => {
  afterEach(() => vi.restoreAllMocks());

  it('no Intl format and no locale method is used while the CMS and its content load', async () => {
    vi.resetModules();
    const used = [
      ...(['NumberFormat', 'DateTimeFormat', 'PluralRules', 'Collator', 'RelativeTimeFormat', 'ListFormat'] as const).map((name) => vi.spyOn(Intl, name)),
      vi.spyOn(Number.prototype, 'toLocaleString'),
      vi.spyOn(Date.prototype, 'toLocaleString'),
      vi.spyOn(Date.prototype, 'toLocaleDateString'),
      vi.spyOn(Date.prototype, 'toLocaleTimeString'),
      vi.spyOn(String.prototype, 'localeCompare'),
    ];
    await import('@/cms/app');
    expect(used.filter((spy) => spy.mock.calls.length > 0).map((spy) => spy.getMockName())).toEqual([]);
  });

  it('a page\'s dates and the CMS\'s hold texts are written without an Intl object (the first costs ~21 ms of the first page)', async () => {
    vi.resetModules();
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    const { formatDate, formatDayMonth, formatMonthYear, formatSnapshotTime, formatTimeDayMonth } = await import('@/lib/format/number');
    const { holdEnd } = await import('@/cms/booking/holds');
    const texts = [formatDate('2026-11-18'), formatDayMonth('2026-11-12'), formatMonthYear('2026-11-01'), formatSnapshotTime('2026-11-27T11:00:00Z'), formatTimeDayMonth('2026-11-23T11:30:00Z'), holdEnd(Date.parse('2026-11-23T11:30:00Z'))];
    expect(texts).toEqual(['18\u00a0ноября\u00a02026\u00a0г.', '12\u00a0ноября', 'нояб. 2026', '27.11, 14:00', '14:30\u00a023\u00a0ноября', '14:30 23 ноября']);
    expect(made).not.toHaveBeenCalled();
  });
});
