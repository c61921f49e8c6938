import { MOSCOW_UTC_OFFSET_MS, SITE_LOCALE } from '@/lib/config/site';

/**
 * Moscow-time dates in Russian without Intl, exactly as `Intl.DateTimeFormat('ru-RU', { …, timeZone: 'Europe/Moscow' })`
 * writes them (tests/unit/moscow-format.test.ts compares the two). Why not Intl: the first date format of a process
 * builds ICU's date and time-zone data, ~21 ms on this machine, inside the first page a server renders after its
 * start (issue 61, decision 0011) and inside the hydration of a client component that shows a date; a browser's ICU
 * may also write a date otherwise than the server's, and the HTML and the hydrated page must agree to the character.
 * Pure: the CMS's texts use it too (its holds' SMS, the lead export).
 */

/**
 * The patterns the site writes, each named by what ICU writes for it ('4 декабря 2026 г.' is 'd MMMM y г.'), with the
 * Intl options it stands for: what an instant outside the fixed offset is written with, and what the test compares.
 */
export const MOSCOW_PATTERN_OPTIONS = {
  'd MMMM y г.': { day: 'numeric', month: 'long', year: 'numeric' },
  'd MMMM': { day: 'numeric', month: 'long' },
  'HH:mm': { hour: '2-digit', minute: '2-digit' },
  'dd.MM': { day: '2-digit', month: '2-digit' },
  'LLL y г.': { month: 'short', year: 'numeric' },
  'dd.MM.y, HH:mm:ss': { dateStyle: 'short', timeStyle: 'medium' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
export type MoscowPattern = keyof typeof MOSCOW_PATTERN_OPTIONS;

/** A month in a date ('4 декабря'). */
const GENITIVE = ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'];
/** A month on its own, short ('дек. 2026 г.'). */
const SHORT = ['янв.', 'февр.', 'март', 'апр.', 'май', 'июнь', 'июль', 'авг.', 'сент.', 'окт.', 'нояб.', 'дек.'];

/** Moscow has kept UTC+3 since 26 October 2014, 02:00 local time; before that (and past year 9999) Intl writes the date. */
const FIXED_OFFSET_FROM = Date.UTC(2014, 9, 25, 22);
const FIXED_OFFSET_UNTIL = Date.UTC(10000, 0, 1) - MOSCOW_UTC_OFFSET_MS;
/** Intl's formats for those rare instants, each made once. */
const intlFormats = new Map<MoscowPattern, Intl.DateTimeFormat>();
const intlFormat = (pattern: MoscowPattern) => {
  let format = intlFormats.get(pattern);
  if (!format) intlFormats.set(pattern, (format = new Intl.DateTimeFormat(SITE_LOCALE, { ...MOSCOW_PATTERN_OPTIONS[pattern], timeZone: 'Europe/Moscow' })));
  return format;
};

const two = (value: number) => String(value).padStart(2, '0');

/** Writes an instant in Moscow time by `pattern`, as `Intl.DateTimeFormat('ru-RU')` with the pattern's options does. */
export function formatMoscow(date: Date | number, pattern: MoscowPattern): string {
  const ms = typeof date === 'number' ? date : date.getTime();
  if (!(ms >= FIXED_OFFSET_FROM && ms < FIXED_OFFSET_UNTIL)) {
    // Not a finite time within the fixed offset: Intl's answer (an invalid date throws a RangeError there too).
    return intlFormat(pattern).format(ms);
  }
  const at = new Date(ms + MOSCOW_UTC_OFFSET_MS);
  const year = at.getUTCFullYear();
  const month = at.getUTCMonth();
  const day = at.getUTCDate();
  const time = `${two(at.getUTCHours())}:${two(at.getUTCMinutes())}`;
  switch (pattern) {
    case 'd MMMM y г.':
      return `${day} ${GENITIVE[month]} ${year} г.`;
    case 'd MMMM':
      return `${day} ${GENITIVE[month]}`;
    case 'HH:mm':
      return time;
    case 'dd.MM':
      return `${two(day)}.${two(month + 1)}`;
    case 'LLL y г.':
      return `${SHORT[month]} ${year} г.`;
    case 'dd.MM.y, HH:mm:ss':
      return `${two(day)}.${two(month + 1)}.${year}, ${time}:${two(at.getUTCSeconds())}`;
  }
}
