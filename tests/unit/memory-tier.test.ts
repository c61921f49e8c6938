// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryTier, type MemoryTier } from '@/lib/cache/memory-tier.mjs';

let clock = 0;
const tiers: MemoryTier<string>[] = [];
const tier = (options: Partial<Parameters<typeof createMemoryTier>[0]> = {}) => {
  const created = createMemoryTier<string>({ maxBytes: 100, probationMaxBytes: 40, probationIdleMs: 60_000, protectedIdleMs: 900_000, promoteAfterMs: 1000, now: () => clock, ...options });
  tiers.push(created);
  return created;
};
afterEach(() => {
  for (const created of tiers.splice(0)) created.close();
  clock = 0;
});

describe('memory tier', () => {
  it('keeps what it is given and answers it', () => {
    const kept = tier();
    kept.set('home', 'html', 10);
    expect(kept.get('home')).toBe('html');
    expect(kept.get('news')).toBeUndefined();
    expect(kept.size).toEqual({ entries: 1, probation: 1, bytes: 10 });
  });

  it('a run of entries read once never pushes out one read again later: it fills probation only', () => {
    const kept = tier();
    kept.set('home', 'html', 10);
    clock = 2000;
    expect(kept.get('home')).toBe('html');
    for (let i = 0; i < 50; i += 1) kept.set(`filter-${i}`, 'view', 10);
    expect(kept.get('home')).toBe('html');
    expect(kept.size).toMatchObject({ probation: 4, bytes: 50 });
    expect(kept.get('filter-0')).toBeUndefined();
    expect(kept.get('filter-49')).toBe('view');
  });

  it('reads within promoteAfterMs of the write are one use: the entry stays on probation', () => {
    const kept = tier();
    kept.set('lot', 'page', 10);
    clock = 500;
    kept.get('lot');
    kept.get('lot');
    for (let i = 0; i < 4; i += 1) kept.set(`filter-${i}`, 'view', 10);
    expect(kept.get('lot')).toBeUndefined();
  });

  it.each([
    ['read once', false, 59_999, true],
    ['read once', false, 60_000, false],
    ['read again', true, 899_999, true],
    ['read again', true, 900_000, false],
  ])('an entry %s is dropped after its idle time (read again: %s; %i ms later kept: %s)', (_label, readAgain, idle, stays) => {
    const kept = tier();
    kept.set('view', 'page', 10);
    if (readAgain) {
      clock = 2000;
      kept.get('view');
    }
    clock += idle;
    kept.sweep();
    expect(kept.size.entries).toBe(stays ? 1 : 0);
  });

  it('over its bounds drops the least recently read on probation; a protected entry over its bound goes back on probation', () => {
    const kept = tier({ maxBytes: 40, probationMaxBytes: 20 });
    kept.set('a', 'a', 10);
    kept.set('b', 'b', 10);
    clock = 2000;
    kept.get('a');
    kept.get('b');
    for (const key of ['c', 'd', 'e']) kept.set(key, key, 10);
    expect(kept.size).toEqual({ entries: 4, probation: 2, bytes: 40 });
    expect(['a', 'b', 'c', 'd', 'e'].map((key) => kept.get(key))).toEqual(['a', 'b', undefined, 'd', 'e']);
    clock = 4000;
    kept.get('d');
    // d protected: a, read least recently, goes back on probation and pushes e out.
    kept.set('f', 'f', 10);
    expect(kept.size).toEqual({ entries: 4, probation: 2, bytes: 40 });
    expect(kept.get('e')).toBeUndefined();
    kept.set('g', 'g', 10);
    expect(['a', 'b', 'd', 'f', 'g'].map((key) => kept.get(key))).toEqual([undefined, 'b', 'd', 'f', 'g']);
  });

  it('a protected entry written again stays protected', () => {
    const kept = tier();
    kept.set('home', 'old', 10);
    clock = 2000;
    kept.get('home');
    kept.set('home', 'new', 10);
    for (let i = 0; i < 10; i += 1) kept.set(`filter-${i}`, 'view', 10);
    expect(kept.get('home')).toBe('new');
  });

  it('replace swaps a value without a read, and only the value it expects', () => {
    const kept = tier();
    kept.set('page', 'unpacked', 30);
    kept.replace('page', 'unpacked', 'packed', 5);
    expect(kept.size.bytes).toBe(5);
    kept.replace('page', 'unpacked', 'stale', 50);
    expect(kept.get('page')).toBe('packed');
    expect(kept.size.bytes).toBe(5);
  });

  it('does not keep a value larger than its bound', () => {
    const kept = tier();
    kept.set('huge', 'x', 41);
    expect(kept.size.entries).toBe(0);
  });

  it('gives its memory back by its timer when nothing is asked', async () => {
    const kept = tier({ sweepEveryMs: 5 });
    kept.set('view', 'page', 10);
    clock = 60_000;
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(kept.size).toEqual({ entries: 0, probation: 0, bytes: 0 });
  });
});
