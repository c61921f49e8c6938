import { describe, expect, it } from 'vitest';
import { selectionName, viewsText, whenText } from '@/lib/sales/selection-text';

/** What a manager reads about a selection's views (issue 46): "открыта 3 раза, последний раз вчера в 18:40". */
const NOW = Date.parse('2026-11-27T12:00:00+03:00');
const nb = (text: string) => text.replace(/\u00a0/g, ' ');

describe('a selection’s views', () => {
  it.each([
    [0, null, 'ещё не открывали'],
    [1, '2026-11-27T09:05:00+03:00', 'открыта 1 раз, последний раз сегодня в 09:05'],
    [3, '2026-11-26T18:40:00+03:00', 'открыта 3 раза, последний раз вчера в 18:40'],
    [5, '2026-11-20T23:59:00+03:00', 'открыта 5 раз, последний раз 20 ноября в 23:59'],
    [22, '2026-11-27T00:10:00+03:00', 'открыта 22 раза, последний раз сегодня в 00:10'],
  ])('%i views, last %s → %s', (views, last, expected) => expect(nb(viewsText(views, last, NOW))).toBe(expected));

  it('counts days by the Moscow calendar: 23:30 UTC on the 26th is the 27th in Moscow', () => {
    expect(nb(whenText('2026-11-26T23:30:00Z', NOW))).toBe('сегодня в 02:30');
  });

  it.each([
    [{ id: 7, title: 'Анны Петровой' }, 'Подборка для Анны Петровой'],
    [{ id: 7, title: '  ' }, 'Подборка № 7'],
  ])('%j is called %s', (selection, expected) => expect(nb(selectionName(selection))).toBe(expected));
});
