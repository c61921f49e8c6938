import { LIMITS, MORTGAGE_CALCULATOR } from '@/lib/config/constants';
import { firstParam, type SearchParams } from '@/lib/routes/search-params';
import { annuity } from './annuity';
import { clampDownPayment, downPaymentBounds, percentFromDownPayment } from './down-payment';
import { programmeOffer, sortOffers, type ProgrammeOffer, type ProgrammeTerms } from './offers';

/**
 * The mortgage calculator's state, as the URL carries it so a manager can send a calculation:
 * `price`, `down` (roubles), `term` with `unit=m` for months (else years), `rate`, `facet` (comma list),
 * `sort=rate` (else by payment), `lot`. Anything out of range is clamped; anything unreadable is dropped.
 */
export type TermUnit = 'years' | 'months';
export type ProgrammeSort = 'payment' | 'rate';

export type CalculatorState = {
  price: number | null;
  down: number | null;
  term: number;
  unit: TermUnit;
  rate: number | null;
  facets: string[];
  sort: ProgrammeSort;
  lot: number | null;
};

/** What the calculator starts from: the CMS's defaults (`/api/mortgage_list/specs/`) and a rate. */
export type CalculatorDefaults = { depositMinPercent: number; depositPercent: number; termYears: number; rate: number };

const number = (raw: string | undefined, pattern: RegExp): number | null => (raw && pattern.test(raw) ? Number(raw.replace(',', '.')) : null);

export function clampMonths(months: number): number {
  return Math.min(LIMITS.monthsMax, Math.max(1, Math.round(months)));
}
export const termMonths = (term: number, unit: TermUnit) => clampMonths(unit === 'years' ? term * 12 : term);
export const clampRate = (rate: number) => Math.min(LIMITS.percentMax, Math.max(0, Math.round(rate * 100) / 100));
export const clampPrice = (price: number) => Math.min(MORTGAGE_CALCULATOR.maxPrice, Math.max(0, Math.round(price)));

/** The calculator's state from the URL (and the lot's price when `lot` names one and no price is given). */
export function calculatorState(search: SearchParams, defaults: CalculatorDefaults, facetValues: readonly string[], lotPrice: number | null = null): CalculatorState {
  const unit: TermUnit = firstParam(search.unit) === 'm' ? 'months' : 'years';
  const rawPrice = number(firstParam(search.price), /^\d{1,10}$/);
  const price = rawPrice !== null && rawPrice > 0 ? clampPrice(rawPrice) : lotPrice;
  const rawTerm = number(firstParam(search.term), /^\d{1,3}$/);
  const term = rawTerm === null ? (unit === 'years' ? defaults.termYears : defaults.termYears * 12) : unit === 'years' ? Math.min(LIMITS.monthsMax / 12, Math.max(1, rawTerm)) : clampMonths(rawTerm);
  const rawRate = number(firstParam(search.rate), /^\d{1,3}([.,]\d{1,2})?$/);
  const rawDown = number(firstParam(search.down), /^\d{1,10}$/);
  const down = price ? (rawDown === null ? Math.ceil((price * Math.max(defaults.depositPercent, defaults.depositMinPercent)) / 100) : rawDown) : null;
  const wanted = (firstParam(search.facet) ?? '').split(',');
  return {
    price,
    down: price && down !== null ? clampDownPayment(down, downPaymentBounds(price, defaults.depositMinPercent)) : null,
    term,
    unit,
    rate: rawRate === null ? defaults.rate : clampRate(rawRate),
    facets: facetValues.filter((value) => wanted.includes(value)),
    sort: firstParam(search.sort) === 'rate' ? 'rate' : 'payment',
    lot: number(firstParam(search.lot), /^\d{1,9}$/),
  };
}

/** The URL query of a state (only what differs from nothing: a fresh page shows the defaults). */
export function calculatorQuery(state: CalculatorState): string {
  const query = new URLSearchParams();
  if (state.lot !== null) query.set('lot', String(state.lot));
  if (state.price !== null) query.set('price', String(state.price));
  if (state.down !== null) query.set('down', String(state.down));
  query.set('term', String(state.term));
  if (state.unit === 'months') query.set('unit', 'm');
  if (state.rate !== null) query.set('rate', String(state.rate));
  if (state.facets.length) query.set('facet', state.facets.join(','));
  if (state.sort === 'rate') query.set('sort', 'rate');
  return query.toString().replace(/%2C/g, ',');
}

export type CalculatorResult =
  | {
      ok: true;
      loan: number;
      downPayment: number;
      downPercent: number;
      months: number;
      monthly: number;
      overpayment: number;
      total: number;
      income: number;
    }
  | { ok: false; message: string };

export const CALCULATOR_MESSAGES = {
  noPrice: 'Укажите стоимость квартиры',
  noRate: 'Укажите ставку',
  noLoan: 'Первоначальный взнос покрывает всю стоимость: кредит не нужен',
} as const;

/** The annuity for the state: payment, overpayment, total and the income a bank would ask for; or what is missing. */
export function calculate(state: CalculatorState, depositMinPercent: number): CalculatorResult {
  if (!state.price) return { ok: false, message: CALCULATOR_MESSAGES.noPrice };
  if (state.rate === null) return { ok: false, message: CALCULATOR_MESSAGES.noRate };
  const downPayment = clampDownPayment(state.down ?? 0, downPaymentBounds(state.price, depositMinPercent));
  const loan = state.price - downPayment;
  if (loan <= 0) return { ok: false, message: CALCULATOR_MESSAGES.noLoan };
  const months = termMonths(state.term, state.unit);
  const result = annuity({ principal: loan, annualRatePercent: state.rate, months });
  if (!result) return { ok: false, message: CALCULATOR_MESSAGES.noPrice };
  return {
    ok: true,
    loan,
    downPayment,
    downPercent: percentFromDownPayment(downPayment, state.price),
    months,
    monthly: result.monthly,
    overpayment: result.overpayment,
    total: result.total,
    income: Math.ceil(result.monthly / MORTGAGE_CALCULATOR.paymentToIncome),
  };
}

/** The programmes of the chosen facets with their payment for the state's price, down payment and term, sorted. */
export function calculatorOffers<P extends ProgrammeTerms & { facet: { value: string } }>(state: CalculatorState, programmes: readonly P[], depositMinPercent: number): ProgrammeOffer<P>[] {
  const shown = state.facets.length ? programmes.filter((p) => state.facets.includes(p.facet.value)) : [...programmes];
  const price = state.price ?? 0;
  const down = price ? clampDownPayment(state.down ?? 0, downPaymentBounds(price, depositMinPercent)) : 0;
  const offers = shown.map((programme) => programmeOffer(price, down, termMonths(state.term, state.unit), programme));
  if (state.sort === 'payment') return sortOffers(offers);
  return offers.sort((a, b) => a.programme.rate - b.programme.rate || a.programme.id - b.programme.id);
}
