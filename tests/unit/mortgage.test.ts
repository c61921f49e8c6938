import { describe, expect, it } from 'vitest';
import { annuity, annuityPayment } from '@/lib/mortgage/annuity';
import { CALCULATOR_MESSAGES, calculate, calculatorOffers, calculatorQuery, calculatorState, type CalculatorState } from '@/lib/mortgage/calculator';
import { defaultOffer, lowestOffer, programmeOffer } from '@/lib/mortgage/offers';

describe('annuity payment', () => {
  it.each([
    // The textbook example of Russian banks' explanations of the annuity formula: 1 000 000 ₽ at 12 % a year for
    // 12 months pays 88 848,79 ₽ a month (i = 1 %, 10 000 ₽ of interest in the first month).
    [1_000_000, 12, 12, 88_848.79],
    // The amortisation textbook case: 200 000 at 8 % a year for 30 years (360 months) pays 1 467,53 a month.
    [200_000, 8, 360, 1_467.53],
    // A 0 % instalment divides the loan by the months.
    [120_000, 0, 12, 10_000],
    // A one-month term repays the loan with one month of interest.
    [1_000_000, 12, 1, 1_010_000],
    [0, 6, 360, 0],
  ])('%i ₽ at %d %% for %i months → %d ₽ a month', (principal, annualRatePercent, months, monthly) => {
    expect(annuity({ principal, annualRatePercent, months })?.monthly).toBe(monthly);
  });

  it('the payment repays the loan exactly: a month-by-month schedule ends at zero', () => {
    const payment = annuityPayment({ principal: 9_600_000, annualRatePercent: 6, months: 360 }) ?? 0;
    let balance = 9_600_000;
    for (let month = 0; month < 360; month += 1) balance = balance * (1 + 0.06 / 12) - payment;
    expect(Math.abs(balance)).toBeLessThan(0.01);
  });

  it('total and overpayment follow the payment', () => {
    expect(annuity({ principal: 1_000_000, annualRatePercent: 12, months: 12 })).toEqual({ monthly: 88_848.79, total: 1_066_185.46, overpayment: 66_185.46 });
    expect(annuity({ principal: 120_000, annualRatePercent: 0, months: 12 })).toEqual({ monthly: 10_000, total: 120_000, overpayment: 0 });
  });

  it.each([
    [1_000_000, 12, 0],
    [1_000_000, 12, 1.5],
    [-1, 12, 12],
    [Number.NaN, 12, 12],
    [1_000_000, Number.POSITIVE_INFINITY, 12],
    [1_000_000, -1, 12],
  ])('no loan for %d ₽ at %d %% over %d months: null, never NaN or Infinity', (principal, annualRatePercent, months) => {
    expect(annuity({ principal, annualRatePercent, months })).toBeNull();
  });
});

const programme = (id: number, rate: number, depositMin: number, years: number, sumMax: number, facet = 'standard') => ({
  id,
  rate,
  deposit: { min: depositMin },
  term_max_years: years,
  sum_max: sumMax,
  facet: { value: facet },
});
const family = programme(1, 6, 20, 30, 12_000_000, 'family');
const standard = programme(2, 19.9, 20, 30, 100_000_000);
const installment = programme(3, 0, 30, 2, 500_000_000, 'installment');
const defaults = { depositPercent: 20, months: 360 };

describe('programme offers', () => {
  it.each([
    ['a family mortgage within its limit', 10_000_000, family, { available: true, downPayment: 2_000_000, loan: 8_000_000, months: 360 }],
    ['a family mortgage over its 12 million limit', 20_000_000, family, { available: false, reason: 'sum' }],
    ['the instalment: its own 30 % and 24 months', 10_000_000, installment, { available: true, downPayment: 3_000_000, loan: 7_000_000, months: 24, monthly: 291_667 }],
    ['no price', 0, standard, { available: false, reason: 'price' }],
  ] as const)('%s', (_, price, p, expected) => {
    expect(defaultOffer(price, p, defaults)).toMatchObject(expected);
  });

  it.each([
    [1_000_000, 360, 'deposit'],
    [2_000_000, 361, 'term'],
  ] as const)('down %i ₽ over %i months is refused for %s', (down, months, reason) => {
    expect(programmeOffer(10_000_000, down, months, family)).toMatchObject({ available: false, reason });
  });

  it('the lowest offer is the cheapest monthly payment that fits', () => {
    expect(lowestOffer(10_000_000, [standard, installment, family], defaults)?.programme.id).toBe(1);
    expect(lowestOffer(40_000_000, [standard, installment, family], defaults)?.programme.id).toBe(2);
    expect(lowestOffer(40_000_000, [family], defaults)).toBeNull();
  });
});

const calcDefaults = { depositMinPercent: 10, depositPercent: 20, termYears: 30, rate: 6 };
const facets = ['family', 'standard', 'installment'];

describe('calculator state from the URL', () => {
  it.each([
    ['nothing: the defaults', {}, null, { price: null, down: null, term: 30, unit: 'years', rate: 6, facets: [], sort: 'payment' }],
    ['the lot price when none is given', { lot: '613' }, 25_000_000, { price: 25_000_000, down: 5_000_000, lot: 613 }],
    ['a given price wins over the lot', { lot: '613', price: '10000000' }, 25_000_000, { price: 10_000_000, down: 2_000_000 }],
    ['5 % down is clamped up to deposit.min (10 %)', { price: '10000000', down: '500000' }, null, { down: 1_000_000 }],
    ['100 % down is clamped to 99 %', { price: '10000000', down: '10000000' }, null, { down: 9_900_000 }],
    ['400 months become 360', { term: '400', unit: 'm' }, null, { term: 360, unit: 'months' }],
    ['0 months become 1', { term: '0', unit: 'm' }, null, { term: 1 }],
    ['45 years become 30', { term: '45' }, null, { term: 30 }],
    ['a rate of 0', { rate: '0' }, null, { rate: 0 }],
    ['a decimal rate', { rate: '6,5' }, null, { rate: 6.5 }],
    ['a rate over 100 is dropped for the default', { rate: '1000' }, null, { rate: 6 }],
    ['unknown facets are dropped', { facet: 'family,crypto,installment' }, null, { facets: ['family', 'installment'] }],
    ['garbage is ignored', { price: '12abc', term: '-5', sort: 'x' }, null, { price: null, term: 30, sort: 'payment' }],
  ] as const)('%s', (_, search, lotPrice, expected) => {
    expect(calculatorState(search, calcDefaults, facets, lotPrice)).toMatchObject(expected);
  });

  it('the query carries the state back', () => {
    const state = calculatorState({ price: '15000000', down: '3000000', term: '240', unit: 'm', rate: '6.5', facet: 'family,installment', sort: 'rate', lot: '7' }, calcDefaults, facets);
    expect(calculatorQuery(state)).toBe('lot=7&price=15000000&down=3000000&term=240&unit=m&rate=6.5&facet=family,installment&sort=rate');
    expect(calculatorState(Object.fromEntries(new URLSearchParams(calculatorQuery(state))), calcDefaults, facets)).toEqual(state);
  });
});

const base: CalculatorState = { price: 10_000_000, down: 2_000_000, term: 30, unit: 'years', rate: 6, facets: [], sort: 'payment', lot: null };

describe('calculator results', () => {
  it('the annuity of the loan, overpayment, total and the income a bank asks for (payment ≤ half of it)', () => {
    const result = calculate(base, 10);
    expect(result).toMatchObject({ ok: true, loan: 8_000_000, downPercent: 20, months: 360, monthly: 47_964.04 });
    if (result.ok) expect(result.income).toBe(95_929);
  });

  it.each([
    ['no price', { price: null }, CALCULATOR_MESSAGES.noPrice],
    ['no rate', { rate: null }, CALCULATOR_MESSAGES.noRate],
  ] as const)('%s: a message, not NaN', (_, change, message) => {
    expect(calculate({ ...base, ...change }, 10)).toEqual({ ok: false, message });
  });

  it.each([
    ['a rate of 0', { rate: 0 }, 8_000_000 / 360],
    ['a one-month term', { term: 1, unit: 'months' }, 8_040_000],
    ['1 % down is raised to the 10 % minimum', { down: 100_000 }, 53_960],
  ] as const)('%s', (_, change, monthly) => {
    const result = calculate({ ...base, ...change } as CalculatorState, 10);
    expect(result.ok && Math.round(result.monthly)).toBe(Math.round(monthly));
  });

  it('programmes by payment, the ones that do not fit last; by rate on request; facets filter', () => {
    const programmes = [standard, installment, family];
    expect(calculatorOffers(base, programmes, 10).map((o) => [o.programme.id, o.available])).toEqual([
      [1, true],
      [2, true],
      [3, false],
    ]);
    expect(calculatorOffers({ ...base, sort: 'rate' }, programmes, 10).map((o) => o.programme.id)).toEqual([3, 1, 2]);
    expect(calculatorOffers({ ...base, facets: ['installment'], term: 24, unit: 'months', down: 3_000_000 }, programmes, 10)).toMatchObject([
      { available: true, monthly: 291_667 },
    ]);
  });
});
