import { describe, expect, it } from 'vitest';
import { formatMoscow, MOSCOW_PATTERN_OPTIONS, type MoscowPattern } from '@/lib/format/moscow-format';

/** What the site wrote with Intl before lib/format/moscow-format.ts (and what a reader of a Russian date expects). */
const patterns = Object.keys(MOSCOW_PATTERN_OPTIONS) as MoscowPattern[];
const formats = new Map(patterns.map((pattern) => [pattern, new Intl.DateTimeFormat('ru-RU', { ...MOSCOW_PATTERN_OPTIONS[pattern], timeZone: 'Europe/Moscow' })]));
const intl = (ms: number, pattern: MoscowPattern) => formats.get(pattern)!.format(ms);
const at = (iso: string) => Date.parse(iso);

describe('Moscow dates without Intl, as Intl writes them', () => {
  it.each([
    ['the first instant of the fixed UTC+3', at('2014-10-25T22:00:00Z')],
    ['the last instant before it (UTC+4 then)', at('2014-10-25T21:59:59Z')],
    ['Moscow midnight, a second before and at it', at('2026-12-31T20:59:59Z')],
    ['the new year in Moscow, still the old one in UTC', at('2026-12-31T21:00:00Z')],
    ['a leap day', at('2028-02-29T08:30:15Z')],
    ['a morning with one-digit hours and minutes', at('2026-03-05T03:04:05Z')],
    ['a summer date before 2011 (Moscow kept summer time then)', at('2010-07-01T12:00:00Z')],
    ['a hold ending at 14:30 on 23 November', at('2026-11-23T11:30:00Z')],
  ])('%s: every pattern', (_name, ms) => {
    for (const pattern of patterns) expect([pattern, formatMoscow(ms, pattern)]).toEqual([pattern, intl(ms, pattern)]);
  });

  it('every month and a spread of days and times from 2014 to 2040, every pattern', () => {
    const differ: string[] = [];
    // A step of 7 h 13 min 17 s walks every hour, minute and second of the day over the years.
    for (let ms = at('2014-10-25T22:00:00Z'); ms < at('2040-01-01T00:00:00Z'); ms += 26_000_000 + 797_000) {
      for (const pattern of patterns) {
        const ours = formatMoscow(ms, pattern);
        const theirs = intl(ms, pattern);
        if (ours !== theirs) differ.push(`${new Date(ms).toISOString()} ${pattern}: ${ours} ≠ ${theirs}`);
      }
    }
    expect(differ.slice(0, 5)).toEqual([]);
  });

  it('a Date and its milliseconds are the same instant', () => {
    const ms = at('2026-12-04T19:05:09Z');
    expect(formatMoscow(new Date(ms), 'dd.MM.y, HH:mm:ss')).toBe('04.12.2026, 22:05:09');
    expect(formatMoscow(ms, 'LLL y г.')).toBe('дек. 2026 г.');
  });

  it('an invalid date is an error, as with Intl', () => {
    expect(() => formatMoscow(new Date('not a date'), 'd MMMM y г.')).toThrow(RangeError);
  });
});
