import { SITE_LOCALE } from '@/lib/config/site';

/** Formats of SPEC §9 and DESIGN.md: '12 345 678 ₽', 'от 123 456 ₽/мес', '45,6 м²'. */
const integer = new Intl.NumberFormat(SITE_LOCALE, { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat(SITE_LOCALE, { minimumFractionDigits: 0, maximumFractionDigits: 1 });

/** Intl uses a no-break space as the group separator; keep it (it never wraps inside a price). */
export const formatPrice = (roubles: number) => `${integer.format(Math.round(roubles))}\u00a0₽`;
export const formatMonthPayment = (roubles: number) => `от ${integer.format(Math.round(roubles))}\u00a0₽/мес`;
export const formatArea = (m2: number) => `${oneDecimal.format(m2)}\u00a0м²`;
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
/** '18 ноября 2026 г.' from an ISO date. */
export const formatDate = (iso: string) => dateFormat.format(new Date(`${iso.slice(0, 10)}T12:00:00+03:00`));
