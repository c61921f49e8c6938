// @vitest-environment node
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import PageCacheHandler from '@/lib/cache/page-cache-handler.mjs';
import { createPageMemory, memoryBytes, type PageData, type PageMemory } from '@/lib/cache/page-memory.mjs';

// A catalogue view as Next's page cache holds it: Cyrillic HTML (two bytes a character in a JavaScript string),
// its RSC data and the data of its segments.
const card = (i: number) => `<article><h3>Квартира ${i}, 2 комнаты, 64,${i % 10} м²</h3><p>Корпус ${i % 5}, этаж ${i % 20}, 24 ${i}00 000 ₽</p></article>`;
const page = (label: string): PageData => ({
  lastModified: 1_700_000_000_000,
  cacheControl: { revalidate: 600, expire: 86_400 },
  value: {
    kind: 'APP_PAGE',
    html: `<!DOCTYPE html><html lang="ru"><body><h1>${label}</h1>${Array.from({ length: 400 }, (_, i) => card(i)).join('')}</body></html>`,
    rscData: Buffer.from(JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ id: i, title: `Квартира ${i}` })))),
    segmentData: new Map([['/_tree', Buffer.from(`{"tree":"${label}"}`.repeat(100))]]),
    postponed: undefined,
    headers: { 'x-next-cache-tags': 'cms,cms:realty_list' },
    status: 200,
  },
});
const limits = { maxBytes: 24 << 20, probationMaxBytes: 8 << 20, frontBytes: 4 << 20, frontProbationBytes: 1 << 20, probationIdleMs: 60_000, protectedIdleMs: 900_000, frontIdleMs: 10_000, promoteAfterMs: 1000 };

const stores: PageMemory[] = [];
const store = (overrides: Partial<typeof limits> = {}) => {
  const created = createPageMemory({ ...limits, ...overrides });
  stores.push(created);
  return created;
};
afterEach(() => {
  for (const created of stores.splice(0)) created.close();
});

describe('page memory (the in-memory tier of the page cache)', () => {
  it('gives back the page it was given, byte for byte, once packed', async () => {
    const pages = store({ frontBytes: 1, frontProbationBytes: 1 });
    const stored = page('Квартиры с двумя комнатами');
    pages.set('/lots/params/apartments/v.rooms=2', stored);
    await vi.waitFor(() => expect(pages.size.packing).toBe(0));
    const found = pages.get('/lots/params/apartments/v.rooms=2');
    expect(found).not.toBe(stored);
    expect(found).toEqual(stored);
  });

  it('keeps a page in a fifth of the memory Next kept it in, or less', async () => {
    const pages = store();
    const stored = page('Каталог');
    pages.set('view', stored);
    await vi.waitFor(() => expect(pages.size.packing).toBe(0));
    expect(pages.size.bytes).toBeLessThan(memoryBytes(stored) / 5);
    expect(memoryBytes(stored)).toBeGreaterThan(2 * (stored.value?.html as string).length);
  });

  it('answers from its unpacked copy while the page is being read', async () => {
    const pages = store();
    pages.set('view', page('Каталог'));
    await vi.waitFor(() => expect(pages.size.packing).toBe(0));
    const first = pages.get('view');
    expect(pages.get('view')).toBe(first);
    expect(pages.size.unpacked).toBe(1);
  });

  it('keeps a redirect or an empty entry as it is', () => {
    const pages = store();
    const redirect: PageData = { value: { kind: 'REDIRECT', props: { destination: '/lots/params/apartments/' } } };
    pages.set('old', redirect);
    pages.set('none', { value: null });
    expect(pages.get('old')).toBe(redirect);
    expect(pages.get('none')).toEqual({ value: null });
  });
});

describe("the page cache handler (Next's FileSystemCache with this memory)", () => {
  it('stores a rendered page in this memory and answers it from there', async () => {
    const serverDistDir = mkdtempSync(join(tmpdir(), 'page-cache-'));
    const handler = new PageCacheHandler({ serverDistDir, flushToDisk: false, maxMemoryCacheSize: 50 << 20, revalidatedTags: [], dev: false });
    const stored = page('Главная');
    await handler.set('/index', stored.value, { cacheControl: stored.cacheControl });
    expect(PageCacheHandler.memory?.size.entries).toBeGreaterThan(0);
    const found = await handler.get('/index', { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false });
    expect(found?.value).toEqual(stored.value);
  });
});
