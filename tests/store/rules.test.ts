import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY, isChunkLoadError, reloadAfterChunkError, shouldReload } from '@/lib/hooks/chunk-reload';
import { dropdownDirection } from '@/lib/hooks/dropdown-direction';
import { parseCompareCookie, parseFavoritesCookie } from '@/lib/lists/list-cookies';
import { BREAKPOINTS_CSS, LIST_COOKIES, TIMINGS_MS } from '@/lib/config/constants';
import { activeMenuItem, MENU_ITEMS } from '@/components/layout/menu/menu-items';

describe('chunk-load failures reload the page at most once per 60 s', () => {
  it.each([
    [new Error('Loading chunk 123 failed.'), true],
    [Object.assign(new Error('x'), { name: 'ChunkLoadError' }), true],
    ['TypeError: Failed to fetch dynamically imported module: /_next/static/chunks/a.js', true],
    [new Error('Cannot read properties of undefined'), false],
    [null, false],
  ])('%s is a chunk error: %s', (reason, expected) => expect(isChunkLoadError(reason)).toBe(expected));

  it('reloads the first time, not again within 60 s, and again after (fake timers)', () => {
    vi.useFakeTimers();
    try {
      const t0 = 1_700_000_000_000;
      vi.setSystemTime(t0);
      const memory = new Map<string, string>();
      const storage = { getItem: (k: string) => memory.get(k) ?? null, setItem: (k: string, v: string) => void memory.set(k, v) };
      const reload = vi.fn();
      expect(reloadAfterChunkError(storage, reload)).toBe(true);
      vi.advanceTimersByTime(TIMINGS_MS.chunkReloadGuard - 1);
      expect(reloadAfterChunkError(storage, reload)).toBe(false);
      vi.advanceTimersByTime(1);
      expect(reloadAfterChunkError(storage, reload)).toBe(true);
      expect(reload).toHaveBeenCalledTimes(2);
      expect(memory.get(CHUNK_RELOAD_KEY)).toBe(String(t0 + 60_000));
    } finally {
      vi.useRealTimers();
    }
  });

  it('shouldReload with no previous reload', () => expect(shouldReload(0, null)).toBe(true));
});

describe('dropdowns open upward with less than 250 px below', () => {
  it.each([
    [500, 900, 'down'],
    [650, 900, 'down'],
    [651, 900, 'up'],
    [880, 900, 'up'],
  ] as const)('trigger bottom %i of %i → %s', (bottom, height, expected) => expect(dropdownDirection(bottom, height)).toBe(expected));
});

describe('constants of SPEC §9', () => {
  it('has the breakpoints, timings and cookie lifetime of the spec', () => {
    expect(BREAKPOINTS_CSS).toEqual({ mobile: 767.98, tablet: 1024.98, laptop: 1440 });
    expect(TIMINGS_MS).toEqual({ queueTooltip: 3000, preloader: 500, childMenuCloseDelay: 300, chunkReloadGuard: 60_000, callbackAutoClose: 10_000, minimalFetchDelay: 200 });
    expect(LIST_COOKIES).toMatchObject({ maxAgeSeconds: 604_800, path: '/' });
  });
});

describe('list cookies: tampered values are ignored, never an error', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['garbage', []],
    ['{"id":1}', []],
    ['[{"id":1,"type":"apartments"},{"id":"2","type":"apartments"},{"id":3},{"id":1,"type":"apartments"}]', [{ id: 1, type: 'apartments' }]],
    [encodeURIComponent('[{"id":7,"type":"parking"}]'), [{ id: 7, type: 'parking' }]],
    ['[{"id":-1,"type":"apartments"},{"id":2,"type":"<script>"}]', []],
  ])('favourites %j → %j', (raw, expected) => expect(parseFavoritesCookie(raw)).toEqual(expected));

  it('compare keeps ids only', () => expect(parseCompareCookie('[{"id":4,"x":1},{"id":4},{"id":9}]')).toEqual([{ id: 4 }, { id: 9 }]));

  it('keeps at most 100 items', () => {
    const many = JSON.stringify(Array.from({ length: 150 }, (_, i) => ({ id: i + 1 })));
    expect(parseCompareCookie(many)).toHaveLength(100);
  });
});

describe('menu items (SPEC §2)', () => {
  it('lists the ten sections in order with the two ways to choose a flat', () => {
    expect(MENU_ITEMS.map((item) => item.label)).toEqual([
      'Выбрать квартиру', 'Избранное', 'Условия покупки', 'Инфраструктура района', 'Ход строительства',
      'Виртуальный тур', 'Новости', 'Команда', 'Коммерция', 'Контакты',
    ]);
    expect(MENU_ITEMS[0]?.children?.map((child) => child.href)).toEqual(['/lots/genplan/apartments/', '/lots/params/apartments/']);
  });

  it.each([
    ['/lots/genplan/apartments/', 'Выбрать квартиру'],
    ['/lots/125', 'Выбрать квартиру'],
    ['/news/some-news', 'Новости'],
    ['/favorites', 'Избранное'],
    ['/contacts', 'Контакты'],
    ['/', undefined],
  ])('%s highlights %s', (path, label) => expect(activeMenuItem(path)?.label).toBe(label));
});
