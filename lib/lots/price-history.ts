import type { PricePoint } from '@/lib/api/schemas';
import { PRICE_DROP_WINDOW_DAYS } from '@/lib/config/constants';

export const DAY_MS = 86_400_000;
/** The start (UTC) of a history point's day, in ms. */
export const dayStart = (iso: string) => Date.parse(`${iso.slice(0, 10)}T00:00:00Z`);

/** The history as the chart draws it: by date, one price per day (the last given), only real changes. */
export function priceSteps(history: readonly PricePoint[]): PricePoint[] {
  const byDay = new Map<string, number>();
  for (const point of [...history].sort((a, b) => a.date.localeCompare(b.date))) byDay.set(point.date, point.price);
  const steps: PricePoint[] = [];
  for (const [date, price] of byDay) if (steps.at(-1)?.price !== price) steps.push({ date, price });
  return steps;
}

export type PriceDrop = { percent: number; date: string; from: number; to: number };

/**
 * The reduction a lot's page announces ("Цена снижена на 3 % 12 ноября"): the last change, when it
 * lowered the price and took effect in the last PRICE_DROP_WINDOW_DAYS days (today counted) by `now`.
 * The percent is of the former price, rounded, at least 1.
 */
export function recentPriceDrop(history: readonly PricePoint[], now: Date, windowDays = PRICE_DROP_WINDOW_DAYS): PriceDrop | null {
  const steps = priceSteps(history);
  const last = steps.at(-1);
  const before = steps.at(-2);
  if (!last || !before || last.price >= before.price) return null;
  const age = Math.floor((now.getTime() - dayStart(last.date)) / DAY_MS);
  if (age < 0 || age >= windowDays) return null;
  const percent = Math.max(1, Math.round(((before.price - last.price) / before.price) * 100));
  return { percent, date: last.date, from: before.price, to: last.price };
}
