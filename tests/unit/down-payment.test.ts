import { describe, expect, it } from 'vitest';
import { clampDownPayment, downPaymentBounds, downPaymentFromPercent, percentFromDownPayment } from '@/lib/mortgage/down-payment';

describe('down payment (SPEC §5)', () => {
  it.each([
    [10_000_000, 20, { min: 2_000_000, max: 9_900_000 }],
    [12_345_679, 15, { min: 1_851_852, max: 12_222_223 }],
    [999, 10, { min: 100, max: 990 }],
    [50_000_000, 0, { min: 0, max: 49_500_000 }],
  ])('price %i with deposit.min %i%% → %j (rounded up)', (price, depositMin, bounds) => {
    expect(downPaymentBounds(price, depositMin)).toEqual(bounds);
  });

  it.each([
    [1_000_000, 2_000_000],
    [5_000_000, 5_000_000],
    [9_999_999, 9_900_000],
    [Number.NaN, 2_000_000],
  ])('amount %d is clamped to %i', (amount, expected) => {
    expect(clampDownPayment(amount, downPaymentBounds(10_000_000, 20))).toBe(expected);
  });

  it.each([
    [30, 3_000_000],
    [10, 2_000_000],
    [100, 9_900_000],
    [33.3, 3_330_000],
  ])('%d %% of 10 000 000 with a 20 %% minimum → %i', (percent, amount) => {
    expect(downPaymentFromPercent(percent, 10_000_000, 20)).toBe(amount);
  });

  it.each([
    [3_000_000, 30],
    [3_333_333, 33.3],
    [9_900_000, 99],
  ])('%i of 10 000 000 is %d %%', (amount, percent) => {
    expect(percentFromDownPayment(amount, 10_000_000)).toBe(percent);
  });

  it('a zero price gives 0 %', () => expect(percentFromDownPayment(1, 0)).toBe(0));
});
