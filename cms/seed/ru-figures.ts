/**
 * Figures and dates as the CMS's own texts write them (documents, news): the CMS may not import the site's
 * lib/format (its zones), so its few formats live here once.
 */

/** '12 345', '3,2' (ru-RU grouping, `digits` decimals). */
export const ru = (value: number, digits = 0) => value.toLocaleString('ru-RU', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** '2024-03-12' → '12.03.2024'. */
export const ruDate = (iso: string) => iso.split('-').reverse().join('.');
