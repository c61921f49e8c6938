import { describe, expect, it } from 'vitest';
import { formatNumber, pluralCategory, type DecimalDigits } from '@/lib/format/decimal';

// The formats lib/format/number.ts uses, and two more.
const FORMATS: DecimalDigits[] = [
  { maximumFractionDigits: 0 },
  { minimumFractionDigits: 0, maximumFractionDigits: 1 },
  { minimumFractionDigits: 1, maximumFractionDigits: 1 },
  { maximumFractionDigits: 2 },
  { minimumFractionDigits: 2, maximumFractionDigits: 2 },
  { maximumFractionDigits: 3 },
];

const EDGES = [
  0, -0, 1, -1, 0.5, 1.5, 2.5, -2.5, 0.04, -0.04, 0.05, 0.95, 9.95, 99.95, 999.5, 9999.5, 45.65, 45.64, 1.005, 1.045,
  1234, 12_345, 123_456, 1_234_567.5, 12_345_678, 23_370_000, 1_303_590, 999_999.99, 1e21, 1.5e21, 1e-7, 5e-7, 0.000_123,
  Number.MAX_SAFE_INTEGER, Number.MIN_VALUE, NaN, Infinity, -Infinity, 0.1 + 0.2, 62, 58.6, 5.75, 6, 0.1, 1234.56,
];

/** A fixed sequence of pseudo-random figures of every size (prices, areas, rates): the same on every run. */
function* randomFigures(count: number) {
  let seed = 20261126;
  const next = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
  for (let i = 0; i < count; i += 1) {
    const scale = 10 ** Math.floor(next() * 10 - 2);
    const value = Math.round(next() * scale * 10_000) / 10 ** Math.floor(next() * 5);
    yield next() < 0.1 ? -value : value;
  }
}

describe('formatNumber writes figures as Intl.NumberFormat("ru-RU") does', () => {
  const intl = (digits: DecimalDigits) => new Intl.NumberFormat('ru-RU', digits);

  it.each(FORMATS)('edge figures with %o', (digits) => {
    const expected = intl(digits);
    for (const value of EDGES) expect([value, formatNumber(value, digits)]).toEqual([value, expected.format(value)]);
  });

  it.each(FORMATS)('5000 figures of every size with %o', (digits) => {
    const expected = intl(digits);
    for (const value of randomFigures(5000)) expect([value, formatNumber(value, digits)]).toEqual([value, expected.format(value)]);
  });

  it.each([
    [1234, '1\u00a0234'],
    [45.65, '45,7'],
    [-0.04, '-0'],
  ])('%d → %s (no-break space between groups, decimal comma)', (value, expected) =>
    expect(formatNumber(value, { maximumFractionDigits: 1 })).toBe(expected),
  );
});

describe('pluralCategory is the Russian rule of Intl.PluralRules("ru-RU")', () => {
  const rules = new Intl.PluralRules('ru-RU');
  it('for every count from -250 to 1250 and for fractions', () => {
    const counts = [...Array.from({ length: 1501 }, (_, i) => i - 250), 0.5, 1.5, 2.25, 21.1, -1.5, 1e6, 1e6 + 1, 1e6 + 2];
    for (const count of counts) expect([count, pluralCategory(count)]).toEqual([count, rules.select(count)]);
  });
});
