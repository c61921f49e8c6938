import { typograph } from '@/lib/text/typography';
import { formatNumber, pluralCategory } from './decimal';
import { formatMoscow } from './moscow-format';

/**
 * Formats of SPEC §9 and DESIGN.md: '12 345 678 ₽', 'от 123 456 ₽/мес', '45,6 м²'. Written without Intl, figures
 * (./decimal.ts) and Moscow dates (./moscow-format.ts) alike: a first Intl object costs a browser 20 ms of a page's
 * hydration and a server ~21 ms of its first page.
 */
const integer = (value: number) => formatNumber(Math.round(value), { maximumFractionDigits: 0 });
/** Areas always with one decimal ('62,0 м²' beside '58,6 м²'): one format on every page (issue 13). */
const oneDecimalAlways = (value: number) => formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Groups are split by a no-break space, as Intl does: a price never wraps inside. */
export const formatPrice = (roubles: number) => `${integer(roubles)}\u00a0₽`;
/** 'от 123 456 ₽': a lowest price, unbroken. */
export const formatFromPrice = (roubles: number) => `от\u00a0${formatPrice(roubles)}`;
/** A word joiner after the slash: "₽/мес" never breaks into "₽/" and "мес". */
export const formatMonthPayment = (roubles: number) => `${formatFromPrice(roubles)}/\u2060мес`;
export const formatArea = (m2: number) => `${oneDecimalAlways(m2)}\u00a0м²`;
/** A percentage as Russian typography writes it: '6 %', '5,75 %' (a no-break space before the sign). */
export const formatPercent = (value: number) => `${formatNumber(value, { maximumFractionDigits: 2 })}\u00a0%`;
/** A figure with group separators and at most one decimal: '12 345 678', '45,6'. */
export const formatDecimal = (value: number) => formatNumber(value, { maximumFractionDigits: 1 });
export const formatPricePerM2 = (roubles: number) => `${integer(roubles)}\u00a0₽/м²`;

/** Russian plural: plural(5, ['квартира', 'квартиры', 'квартир']) → 'квартир'. */
export function plural(count: number, [one, few, many]: readonly [string, string, string]): string {
  const category = pluralCategory(count);
  return category === 'one' ? one : category === 'few' ? few : many;
}

/** 'Студия' for 0 or missing rooms, else '2-комнатная'. */
export function roomsLabel(rooms: number | null | undefined): string {
  return !rooms ? 'Студия' : `${rooms}-комнатная`;
}

/** Noon in Moscow of an ISO date's day, whatever time the string carries: a date is the same day everywhere. */
const moscowNoon = (iso: string) => new Date(`${iso.slice(0, 10)}T12:00:00+03:00`);

/** '18 ноября 2026 г.' from an ISO date (no-break spaces: a date never breaks). */
export const formatDate = (iso: string) => typograph(formatMoscow(moscowNoon(iso), 'd MMMM y г.'));

/** '12 ноября' from an ISO date. */
export const formatDayMonth = (iso: string) => typograph(formatMoscow(moscowNoon(iso), 'd MMMM'));

/** '18:40' (Moscow time) from an ISO instant. */
export const formatMoscowTime = (iso: string) => formatMoscow(new Date(iso), 'HH:mm');
/** '27.11, 14:00' (Moscow time) from an ISO instant: when a camera took its snapshot. */
export const formatSnapshotTime = (iso: string) => `${formatMoscow(new Date(iso), 'dd.MM')}, ${formatMoscowTime(iso)}`;
/** '14:30 23 ноября' (Moscow time) from an ISO instant: when a hold ends, as the CMS's SMS says it. */
export const formatTimeDayMonth = (iso: string) => `${formatMoscowTime(iso)}\u00a0${typograph(formatMoscow(new Date(iso), 'd MMMM'))}`;

/** 'нояб. 2026 г.' → 'нояб. 2026' from an ISO date: the chart's axis. */
export const formatMonthYear = (iso: string) => typograph(formatMoscow(moscowNoon(iso), 'LLL y г.').replace(/\s*г\.$/, ''));

/** '23,7 млн': a price in millions where space is short (the chessboard's cells, the price chart's scale). */
export const formatMillions = (roubles: number) => `${formatDecimal(roubles / 1_000_000)}\u00a0млн`;

/** '+2,5 %', '−6,7 %': a change in per cent with its sign (a true minus). */
export const formatPercentChange = (percent: number) => `${percent < 0 ? '−' : '+'}${oneDecimalAlways(Math.abs(percent))}\u00a0%`;
