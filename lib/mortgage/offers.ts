import { annuityPayment } from './annuity';

/**
 * What a programme costs for a price: the down payment it needs, the loan, the term and the monthly
 * payment, or why the programme does not fit. Pure (no imports but the annuity): the embedded CMS gives
 * every lot card the lowest of these (its `month_payment`), the lot page lists them all.
 */
export type ProgrammeTerms = {
  id: number;
  rate: number;
  deposit: { min: number };
  term_max_years: number;
  sum_max: number;
};

/** The buyer's side of the sum: the down payment in percent of the price and the term in months. */
export type OfferInputs = { depositPercent: number; months: number };

/** The facet of the developer's own instalment plans (docs/api.md): a way to pay the developer, not a bank's mortgage. */
export const INSTALMENT_FACET = 'installment';

/** A bank's mortgage, not the developer's instalment plan: what a monthly payment "по ипотеке" is quoted from. */
export function isBankMortgage(programme: { facet: { value: string } }): boolean {
  return programme.facet.value !== INSTALMENT_FACET;
}

export type OfferUnavailable = 'deposit' | 'sum' | 'term' | 'price';

export type ProgrammeOffer<P extends ProgrammeTerms = ProgrammeTerms> =
  | { programme: P; available: true; downPayment: number; loan: number; months: number; monthly: number }
  | { programme: P; available: false; reason: OfferUnavailable };

/**
 * The programme's offer for exact inputs (the calculator): unavailable when the down payment is below the
 * programme's minimum, the loan above its maximum or the term longer than it allows.
 */
export function programmeOffer<P extends ProgrammeTerms>(price: number, downPayment: number, months: number, programme: P): ProgrammeOffer<P> {
  if (!(price > 0) || !Number.isFinite(price)) return { programme, available: false, reason: 'price' };
  if (downPayment < Math.ceil((price * programme.deposit.min) / 100)) return { programme, available: false, reason: 'deposit' };
  if (months > programme.term_max_years * 12) return { programme, available: false, reason: 'term' };
  const loan = Math.max(0, price - downPayment);
  if (loan > programme.sum_max) return { programme, available: false, reason: 'sum' };
  const monthly = annuityPayment({ principal: loan, annualRatePercent: programme.rate, months });
  if (monthly === null) return { programme, available: false, reason: 'price' };
  return { programme, available: true, downPayment, loan, months, monthly: Math.round(monthly) };
}

/**
 * The programme's offer for default inputs (lot pages and cards): the default down payment or the
 * programme's minimum if higher, the default term or the programme's maximum if shorter.
 */
export function defaultOffer<P extends ProgrammeTerms>(price: number, programme: P, defaults: OfferInputs): ProgrammeOffer<P> {
  const percent = Math.max(defaults.depositPercent, programme.deposit.min);
  const months = Math.min(defaults.months, programme.term_max_years * 12);
  return programmeOffer(price, Math.ceil((price * percent) / 100), months, programme);
}

type AvailableOffer<P extends ProgrammeTerms> = Extract<ProgrammeOffer<P>, { available: true }>;

/** Offers sorted by monthly payment (then rate, then id), the unavailable ones last. */
export function sortOffers<P extends ProgrammeTerms>(offers: ProgrammeOffer<P>[]): ProgrammeOffer<P>[] {
  return [...offers].sort((a, b) => {
    if (a.available !== b.available) return a.available ? -1 : 1;
    const byPayment = a.available && b.available ? a.monthly - b.monthly : 0;
    return byPayment || a.programme.rate - b.programme.rate || a.programme.id - b.programme.id;
  });
}

/** The lowest monthly payment among the programmes for default inputs, or null when none fits. */
export function lowestOffer<P extends ProgrammeTerms>(price: number, programmes: readonly P[], defaults: OfferInputs): AvailableOffer<P> | null {
  const [best] = sortOffers(programmes.map((programme) => defaultOffer(price, programme, defaults)));
  return best?.available ? best : null;
}

/** The CMS's default down payment (percent) and term (years) of `/api/mortgage_list/specs/` as offer inputs. */
export function specsDefaults(specs: { defaults: { deposit: number; term: number } }): OfferInputs {
  return { depositPercent: specs.defaults.deposit, months: specs.defaults.term * 12 };
}

/** Every programme's offer for the default inputs, lowest payment first, the ones that do not fit last. */
export function defaultOffers<P extends ProgrammeTerms>(price: number, programmes: readonly P[], defaults: OfferInputs): ProgrammeOffer<P>[] {
  return sortOffers(programmes.map((programme) => defaultOffer(price, programme, defaults)));
}
