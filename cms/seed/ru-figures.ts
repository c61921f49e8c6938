/**
 * Figures and dates as the CMS's own texts write them (documents, news): the CMS may not import the site's
 * lib/format (its zones), so its few formats live here once.
 */

/** '12 345', '3,2' (ru-RU grouping, `digits` decimals). */
export const ru = (value: number, digits = 0) => value.toLocaleString('ru-RU', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** '2024-03-12' → '12.03.2024'. */
export const ruDate = (iso: string) => iso.split('-').reverse().join('.');

/** The noun for `n` in Russian: ['помещение', 'помещения', 'помещений'] → 21 помещение, 23 помещения, 27 помещений. */
export function ruPlural(n: number, [one, few, many]: readonly [string, string, string]): string {
  const tens = n % 100;
  const units = n % 10;
  if (tens >= 11 && tens <= 14) return many;
  return units === 1 ? one : units >= 2 && units <= 4 ? few : many;
}
