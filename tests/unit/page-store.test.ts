// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createLru } from '@/lib/cache/lru.mjs';
import { USE_CACHE_MEMORY } from '@/lib/cache/memory-limits.mjs';
import { createPageStore } from '@/lib/cache/page-store.mjs';

/** A page as Next hands it to the cache handler: HTML, RSC data, per-segment data. */
const page = (id: number) => ({
  value: { kind: 'APP_PAGE', html: `<html><body>Квартира №${id} ${'х'.repeat(2000)}</body></html>`, rscData: Buffer.from(`0:["lot",${id}]`), headers: { 'x-next-cache-tags': 'cms,cms:realty_item' }, postponed: undefined, status: 200, segmentData: new Map([['/_tree', Buffer.from(`tree ${id}`)]]) },
  lastModified: 1_000 + id,
  cacheControl: { revalidate: 600, expire: 86_400 },
});
const sizeOf = (value: unknown) => ((value as { html: string }).html.length * 2);

describe('the page store: pages let go by its bound, not by time', () => {
  it('a page pushed out of the first tier is kept compressed, and comes back as Next made it', () => {
    const store = createPageStore({ hotBytes: 10_000, coldBytes: 1_000_000, sizeOf });
    for (let id = 0; id < 10; id += 1) store.set(`/lots/${id}`, page(id));
    expect(store.size.hot.entries).toBe(2);
    expect(store.size.cold.entries).toBe(8);
    // Compressed, a page takes far less than as made.
    expect(store.size.cold.bytes / 8).toBeLessThan(sizeOf(page(0).value) / 4);
    const back = store.get('/lots/0') as unknown as ReturnType<typeof page>;
    expect(back).toEqual(page(0));
    expect(Buffer.isBuffer(back.value.rscData)).toBe(true);
    expect(Buffer.isBuffer(back.value.segmentData.get('/_tree'))).toBe(true);
  });

  it('a page read twice from the second tier goes back to the first; a page read once stays packed', () => {
    const store = createPageStore({ hotBytes: 10_000, coldBytes: 1_000_000, sizeOf });
    for (let id = 0; id < 4; id += 1) store.set(`/lots/${id}`, page(id));
    store.get('/lots/0');
    expect(store.size.cold.entries).toBe(2);
    store.get('/lots/0');
    expect(store.size.hot.entries).toBe(2);
    expect(store.size.cold.entries).toBe(2);
    expect(store.get('/lots/0')).toEqual(page(0));
  });

  it('past both tiers the page read least lately goes; a page stored again replaces the old one in either tier', () => {
    const store = createPageStore({ hotBytes: 10_000, coldBytes: 3_000, sizeOf });
    for (let id = 0; id < 12; id += 1) store.set(`/lots/${id}`, page(id));
    expect(store.get('/lots/0')).toBeUndefined();
    expect(store.get('/lots/11')).toEqual(page(11));
    store.set('/lots/9', page(99));
    expect(store.get('/lots/9')).toEqual(page(99));
    store.delete('/lots/9');
    expect(store.get('/lots/9')).toBeUndefined();
  });

  it('has no timer: a page unread for a day is still there (a CMS answer unread for a minute is not)', () => {
    vi.useFakeTimers();
    try {
      const store = createPageStore({ hotBytes: 10_000, coldBytes: 1_000_000, sizeOf });
      const answers = createLru<string>({ ...USE_CACHE_MEMORY });
      for (let id = 0; id < 6; id += 1) store.set(`/lots/${id}`, page(id));
      answers.set('/api/realty_item/1/', 'answer', 100);
      vi.advanceTimersByTime(86_400_000);
      expect(answers.get('/api/realty_item/1/')).toBeUndefined();
      expect(store.get('/lots/0')).toEqual(page(0));
      expect(store.get('/lots/5')).toEqual(page(5));
      answers.close();
    } finally {
      vi.useRealTimers();
    }
  });
});
