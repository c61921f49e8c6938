import type Database from 'better-sqlite3';
import { isBankMortgage, lowestOffer } from '../../lib/mortgage/offers';
import { MORTGAGE_FACETS } from '../seed/content';

/** A programme as the CMS stores it (items of kind 'mortgage'). */
type StoredProgramme = {
  id: number;
  bank: string;
  logo: string;
  program: string;
  facet: string;
  rate: number;
  deposit_min: number;
  term_max_years: number;
  sum_max: number;
  source?: string;
  valid_until?: string | null;
  until_handover?: boolean;
};

/** The editors' purchase terms (document 'mortgage_settings'). */
export type MortgageSettings = {
  /** The down payment and term lot cards and lot pages quote payments for. */
  default_deposit_percent: number;
  default_term_years: number;
  /** The discount for paying the whole price at once, in percent (0: none). */
  full_payment_discount_percent: number;
  /** The day the programmes' conditions were checked (YYYY-MM-DD). */
  conditions_date?: string;
  /** The trade-in offer (your flat towards the new one), or none. */
  trade_in?: string | null;
};

const FALLBACK_SETTINGS: MortgageSettings = { default_deposit_percent: 20, default_term_years: 30, full_payment_discount_percent: 0 };

/** The contract's programme (docs/api.md, `/api/mortgage_list/`). */
export function programmeOut(p: StoredProgramme) {
  return {
    id: p.id,
    bank: { name: p.bank, logo: p.logo },
    program: p.program,
    facet: { value: p.facet, label: MORTGAGE_FACETS.find((f) => f.value === p.facet)?.label ?? p.facet },
    rate: p.rate,
    deposit: { min: p.deposit_min },
    term_max_years: p.term_max_years,
    sum_max: p.sum_max,
    source: p.source ?? null,
    valid_until: p.valid_until ?? null,
    until_handover: p.until_handover ?? false,
  };
}
export type Programme = ReturnType<typeof programmeOut>;

/**
 * The mortgage programmes and settings, read once per change of the database: every lot card carries the
 * lowest monthly payment among the programmes (`month_payment`) and the programme that gives it, so a card
 * and the lot page's table of programmes agree, and an editor's change of a rate moves every card.
 */
export function createMortgageBook(db: Database.Database, version: () => string) {
  const programmesStatement = db.prepare("SELECT body FROM items WHERE kind = 'mortgage' ORDER BY sort");
  const settingsStatement = db.prepare("SELECT body FROM documents WHERE key = 'mortgage_settings'").pluck();
  let memo: { version: string; programmes: Programme[]; settings: MortgageSettings } | null = null;

  const current = () => {
    const now = version();
    if (memo?.version !== now) {
      const stored = (programmesStatement.all() as Array<{ body: string }>).map((row) => JSON.parse(row.body) as StoredProgramme);
      const settings = settingsStatement.get() as string | undefined;
      memo = {
        version: now,
        programmes: stored.map(programmeOut).sort((a, b) => a.rate - b.rate || a.id - b.id),
        settings: { ...FALLBACK_SETTINGS, ...(settings ? (JSON.parse(settings) as Partial<MortgageSettings>) : {}) },
      };
    }
    return memo;
  };

  /**
   * The lowest monthly payment for a flat's price and the programme that gives it: a bank's mortgage when one fits,
   * else the developer's instalments (a flat above every bank's loan limit is still bought by the month).
   */
  function lotPayment(type: string, price: number) {
    if (type !== 'apartments') return { month_payment: null, month_payment_program: null };
    const { programmes, settings } = current();
    const defaults = { depositPercent: settings.default_deposit_percent, months: settings.default_term_years * 12 };
    const best = lowestOffer(price, programmes.filter(isBankMortgage), defaults) ?? lowestOffer(price, programmes, defaults);
    if (!best) return { month_payment: null, month_payment_program: null };
    const p = best.programme;
    return { month_payment: best.monthly, month_payment_program: { id: p.id, bank: p.bank.name, program: p.program, rate: p.rate } };
  }

  return { programmes: () => current().programmes, settings: () => current().settings, lotPayment };
}
export type MortgageBook = ReturnType<typeof createMortgageBook>;
