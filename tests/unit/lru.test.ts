// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { createLru, type Lru } from '@/lib/cache/lru.mjs';

let clock = 0;
const made: Lru<string>[] = [];
const lru = () => {
  const created = createLru<string>({ maxBytes: 100, onceMaxBytes: 40, onceIdleMs: 60_000, idleMs: 900_000, promoteAfterMs: 1000, now: () => clock });
  made.push(created);
  return created;
};
afterEach(() => {
  for (const created of made.splice(0)) created.close();
  clock = 0;
});

describe('the caches’ LRU', () => {
  it('keeps what it is given and answers it', () => {
    const kept = lru();
    kept.set('home', 'html', 10);
    expect(kept.get('home')).toBe('html');
    expect(kept.get('news')).toBeUndefined();
    expect(kept.size).toEqual({ entries: 1, bytes: 10, onceBytes: 10 });
  });

  it('a run of entries read once never pushes out one read again: they share their own bound', () => {
    const kept = lru();
    kept.set('home', 'html', 10);
    clock = 2000;
    expect(kept.get('home')).toBe('html');
    for (let i = 0; i < 50; i += 1) kept.set(`filter-${i}`, 'view', 10);
    expect(kept.get('home')).toBe('html');
    expect(kept.size).toEqual({ entries: 5, bytes: 50, onceBytes: 40 });
    expect(kept.get('filter-0')).toBeUndefined();
    expect(kept.get('filter-49')).toBe('view');
  });

  it('reads within promoteAfterMs of the write are one use; a read counted by touch() is a use', () => {
    const kept = lru();
    kept.set('lot', 'page', 10);
    kept.set('contacts', 'answer', 10);
    clock = 500;
    kept.get('lot');
    clock = 1500;
    kept.touch('contacts');
    for (let i = 0; i < 4; i += 1) kept.set(`filter-${i}`, 'view', 10);
    expect(kept.get('lot')).toBeUndefined();
    expect(kept.get('contacts')).toBe('answer');
  });

  it('past the whole bound the least recently used goes, whether read once or again', () => {
    const kept = lru();
    for (let i = 0; i < 9; i += 1) {
      kept.set(`page-${i}`, 'p', 10);
      clock += 2000;
      kept.get(`page-${i}`);
    }
    kept.set('new', 'n', 10);
    expect(kept.get('page-0')).toBe('p');
    kept.set('big', 'b', 30);
    expect(kept.size).toEqual({ entries: 8, bytes: 100, onceBytes: 40 });
    expect([kept.get('page-1'), kept.get('page-2'), kept.get('page-3')]).toEqual([undefined, undefined, undefined]);
    expect([kept.get('page-0'), kept.get('page-8'), kept.get('new'), kept.get('big')]).toEqual(['p', 'p', 'n', 'b']);
  });

  it.each([
    ['read once', false, 59_999, true],
    ['read once', false, 60_000, false],
    ['read again', true, 899_999, true],
    ['read again', true, 900_000, false],
  ])('an entry %s is dropped after its idle time (%s, %i ms: kept %s)', (_label, readAgain, idle, stays) => {
    const kept = lru();
    kept.set('view', 'page', 10);
    if (readAgain) {
      clock = 2000;
      kept.get('view');
    }
    clock += idle;
    kept.sweep();
    expect(kept.get('view')).toBe(stays ? 'page' : undefined);
  });

  it('an entry larger than its segment is not kept; one stored again keeps being read again', () => {
    const kept = lru();
    kept.set('huge', 'x', 41);
    expect(kept.get('huge')).toBeUndefined();
    kept.set('page', 'v1', 10);
    clock = 2000;
    kept.get('page');
    kept.set('page', 'v2', 60);
    expect(kept.get('page')).toBe('v2');
    expect(kept.size).toEqual({ entries: 1, bytes: 60, onceBytes: 0 });
  });
});
