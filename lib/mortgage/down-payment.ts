import { LIMITS } from '@/lib/config/constants';

/**
 * Down payment (SPEC §5): the minimum is deposit.min % of the price, the maximum 99 % of the price,
 * both rounded up to whole roubles; a value is clamped to that range; percent and amount convert into
 * each other (percent to one decimal).
 */
export type DownPaymentBounds = { min: number; max: number };

export function downPaymentBounds(price: number, depositMinPercent: number): DownPaymentBounds {
  const max = Math.ceil((price * LIMITS.downPaymentMaxPercent) / 100);
  const min = Math.min(Math.ceil((price * Math.max(0, depositMinPercent)) / 100), max);
  return { min, max };
}

export function clampDownPayment(amount: number, bounds: DownPaymentBounds): number {
  if (!Number.isFinite(amount)) return bounds.min;
  return Math.min(bounds.max, Math.max(bounds.min, Math.round(amount)));
}

export function downPaymentFromPercent(percent: number, price: number, depositMinPercent: number): number {
  return clampDownPayment(Math.ceil((price * percent) / 100), downPaymentBounds(price, depositMinPercent));
}

export function percentFromDownPayment(amount: number, price: number): number {
  if (price <= 0) return 0;
  return Math.round((amount / price) * 1000) / 10;
}
