import { SITE_LOCALE } from '@/lib/config/site';
import { typograph } from '@/lib/text/typography';

/** Formats of SPEC §9 and DESIGN.md: '12 345 678 ₽', 'от 123 456 ₽/мес', '45,6 м²'. */
const integer = new Intl.NumberFormat(SITE_LOCALE, { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat(SITE_LOCALE, { minimumFractionDigits: 0, maximumFractionDigits: 1 });
/** Areas always with one decimal ('62,0 м²' beside '58,6 м²'): one format on every page (issue 13). */
const areaFormat = new Intl.NumberFormat(SITE_LOCALE, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const percentFormat = new Intl.NumberFormat(SITE_LOCALE, { maximumFractionDigits: 2 });

/** Intl uses a no-break space as the group separator; keep it (it never wraps inside a price). */
export const formatPrice = (roubles: number) => `${integer.format(Math.round(roubles))}\u00a0₽`;
/** A word joiner after the slash: "₽/мес" never breaks into "₽/" and "мес". */
export const formatMonthPayment = (roubles: number) => `от\u00a0${integer.format(Math.round(roubles))}\u00a0₽/\u2060мес`;
export const formatArea = (m2: number) => `${areaFormat.format(m2)}\u00a0м²`;
/** A percentage as Russian typography writes it: '6 %', '5,75 %' (a no-break space before the sign). */
export const formatPercent = (value: number) => `${percentFormat.format(value)}\u00a0%`;
/** A figure with group separators and at most one decimal: '12 345 678', '45,6'. */
export const formatDecimal = (value: number) => oneDecimal.format(value);
export const formatPricePerM2 = (roubles: number) => `${integer.format(Math.round(roubles))}\u00a0₽/м²`;

const pluralRules = new Intl.PluralRules(SITE_LOCALE);

/** Russian plural: plural(5, ['квартира', 'квартиры', 'квартир']) → 'квартир'. */
export function plural(count: number, [one, few, many]: readonly [string, string, string]): string {
  const category = pluralRules.select(count);
  return category === 'one' ? one : category === 'few' ? few : many;
}

/** 'Студия' for 0 or missing rooms, else '2-комнатная'. */
export function roomsLabel(rooms: number | null | undefined): string {
  return !rooms ? 'Студия' : `${rooms}-комнатная`;
}

const dateFormat = new Intl.DateTimeFormat(SITE_LOCALE, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Moscow' });
/** '18 ноября 2026 г.' from an ISO date (no-break spaces: a date never breaks). */
export const formatDate = (iso: string) => typograph(dateFormat.format(new Date(`${iso.slice(0, 10)}T12:00:00+03:00`)));

const dayMonthFormat = new Intl.DateTimeFormat(SITE_LOCALE, { day: 'numeric', month: 'long', timeZone: 'Europe/Moscow' });
/** '12 ноября' from an ISO date. */
export const formatDayMonth = (iso: string) => typograph(dayMonthFormat.format(new Date(`${iso.slice(0, 10)}T12:00:00+03:00`)));

const moscowTime = new Intl.DateTimeFormat(SITE_LOCALE, { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Moscow' });
/** '14:30 23 ноября' (Moscow time) from an ISO instant: when a hold ends, as the CMS's SMS says it. */
export const formatTimeDayMonth = (iso: string) => `${moscowTime.format(new Date(iso))}\u00a0${typograph(dayMonthFormat.format(new Date(iso)))}`;

const monthYearFormat = new Intl.DateTimeFormat(SITE_LOCALE, { month: 'short', year: 'numeric', timeZone: 'Europe/Moscow' });
/** 'нояб. 2026 г.' → 'нояб. 2026' from an ISO date: the chart's axis. */
export const formatMonthYear = (iso: string) => typograph(monthYearFormat.format(new Date(`${iso.slice(0, 10)}T12:00:00+03:00`)).replace(/\s*г\.$/, ''));

/** '23,7 млн': a price in millions where space is short (the chessboard's cells, the price chart's scale). */
export const formatMillions = (roubles: number) => `${formatDecimal(roubles / 1_000_000)}\u00a0млн`;

const signedOneDecimal = new Intl.NumberFormat(SITE_LOCALE, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
/** '+2,5 %', '−6,7 %': a change in per cent with its sign (a true minus). */
export const formatPercentChange = (percent: number) => `${percent < 0 ? '−' : '+'}${signedOneDecimal.format(Math.abs(percent))}\u00a0%`;
