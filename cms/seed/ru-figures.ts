import { formatNumber } from '../../lib/format/decimal';

/**
 * Figures and dates as the CMS's own texts write them (documents, news), in one place. Numbers go through the site's
 * pure ru-RU format (lib/format/decimal.ts, the same characters as Intl's, tested against it): the content's module
 * writes figures when it loads, and Intl there built ICU's Russian number data inside the first page after every start,
 * which itself formats no number with Intl (the first Intl object of a process costs ~25 ms, the next kind ~4 ms).
 */

/** '12 345', '3,2' (ru-RU grouping, `digits` decimals). */
export const ru = (value: number, digits = 0) => formatNumber(value, { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** '3,15', '3,6', '12 345' (ru-RU grouping, at most `digits` decimals). */
export const ruUpTo = (value: number, digits: number) => formatNumber(value, { maximumFractionDigits: digits });

/** '2024-03-12' → '12.03.2024'. */
export const ruDate = (iso: string) => iso.split('-').reverse().join('.');

/** The noun for `n` in Russian: ['помещение', 'помещения', 'помещений'] → 21 помещение, 23 помещения, 27 помещений. */
export function ruPlural(n: number, [one, few, many]: readonly [string, string, string]): string {
  const tens = n % 100;
  const units = n % 10;
  if (tens >= 11 && tens <= 14) return many;
  return units === 1 ? one : units >= 2 && units <= 4 ? few : many;
}
