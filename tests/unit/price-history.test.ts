import { describe, expect, it } from 'vitest';
import { priceSteps, recentPriceDrop } from '@/lib/lots/price-history';

const history = (...points: Array<[string, number]>) => points.map(([date, price]) => ({ date, price }));
const NOW = new Date('2026-11-25T10:00:00Z');

describe('recentPriceDrop', () => {
  it.each([
    ['a reduction 13 days ago', history(['2026-01-10', 100_000_000], ['2026-11-12', 97_000_000]), { percent: 3, date: '2026-11-12' }],
    ['a reduction today', history(['2026-01-10', 100_000_000], ['2026-11-25', 90_000_000]), { percent: 10, date: '2026-11-25' }],
    ['a reduction 29 days ago', history(['2026-01-10', 100_000_000], ['2026-10-27', 95_000_000]), { percent: 5, date: '2026-10-27' }],
    ['a reduction 30 days ago', history(['2026-01-10', 100_000_000], ['2026-10-26', 95_000_000]), null],
    ['a rise', history(['2026-01-10', 100_000_000], ['2026-11-20', 103_000_000]), null],
    ['a reduction then a rise', history(['2026-01-10', 100_000_000], ['2026-11-10', 95_000_000], ['2026-11-20', 96_000_000]), null],
    ['a tiny reduction', history(['2026-01-10', 100_000_000], ['2026-11-20', 99_900_000]), { percent: 1, date: '2026-11-20' }],
    ['one price only', history(['2026-11-20', 100_000_000]), null],
    ['no history', [], null],
    ['a date in the future', history(['2026-01-10', 100_000_000], ['2026-12-01', 90_000_000]), null],
    ['unordered points', history(['2026-11-12', 97_000_000], ['2026-01-10', 100_000_000]), { percent: 3, date: '2026-11-12' }],
  ])('%s', (_, points, expected) => {
    const drop = recentPriceDrop(points, NOW);
    expect(drop ? { percent: drop.percent, date: drop.date } : null).toEqual(expected);
  });
});

describe('priceSteps', () => {
  it('keeps one price per day (the last) and only real changes, by date', () => {
    expect(
      priceSteps(history(['2026-03-01', 110], ['2026-01-01', 100], ['2026-02-01', 100], ['2026-03-01', 120], ['2026-04-01', 120])),
    ).toEqual(history(['2026-01-01', 100], ['2026-03-01', 120]));
  });
});
