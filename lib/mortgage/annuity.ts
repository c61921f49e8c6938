/**
 * The annuity loan: equal monthly payments that repay the loan with interest on the remaining balance.
 * payment = P · i / (1 − (1 + i)^−n), i = annual rate / 12 / 100, n months; at 0 % the loan divided by n.
 * Pure arithmetic without imports: the embedded CMS computes its lots' monthly payments with it too.
 */
export type AnnuityInput = { principal: number; annualRatePercent: number; months: number };
export type AnnuityResult = { monthly: number; total: number; overpayment: number };

/** The monthly payment in roubles (not rounded); null when the inputs cannot describe a loan. */
export function annuityPayment({ principal, annualRatePercent, months }: AnnuityInput): number | null {
  if (!Number.isFinite(principal) || !Number.isFinite(annualRatePercent) || !Number.isInteger(months)) return null;
  if (principal < 0 || annualRatePercent < 0 || months < 1) return null;
  if (principal === 0) return 0;
  const i = annualRatePercent / 100 / 12;
  if (i === 0) return principal / months;
  const payment = (principal * i) / (1 - (1 + i) ** -months);
  return Number.isFinite(payment) ? payment : null;
}

/** Payment, total paid and overpayment (interest), each rounded to kopecks. */
export function annuity(input: AnnuityInput): AnnuityResult | null {
  const payment = annuityPayment(input);
  if (payment === null) return null;
  const monthly = Math.round(payment * 100) / 100;
  const total = Math.round(payment * input.months * 100) / 100;
  return { monthly, total, overpayment: Math.max(0, Math.round((total - input.principal) * 100) / 100) };
}
