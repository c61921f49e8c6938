import { describe, expect, it } from 'vitest';
import { formatArea, formatPercent, formatDate, formatMonthPayment, formatPrice, plural, roomsLabel } from '@/lib/format/number';
import { formatPhone, phoneHref } from '@/lib/format/phone';

const plain = (text: string) => text.replace(/\u00a0|\u202f/g, ' ').replace(/\u2060/g, '');

describe('formats of SPEC §9', () => {
  it.each([
    [12_345_678, '12 345 678 ₽'],
    [990, '990 ₽'],
    [1_000_000, '1 000 000 ₽'],
  ])('price %i → %s', (value, expected) => expect(plain(formatPrice(value))).toBe(expected));

  it('monthly payment', () => expect(plain(formatMonthPayment(123_456))).toBe('от 123 456 ₽/мес'));
  it('a monthly payment has no break opportunity: no-break spaces and a word joiner after the slash', () =>
    expect(formatMonthPayment(1_303_590)).toBe('от\u00a01\u00a0303\u00a0590\u00a0₽/\u2060мес'));

  it.each([
    [45.6, '45,6 м²'],
    [45, '45,0 м²'],
    [45.64, '45,6 м²'],
    [1234.56, '1 234,6 м²'],
  ])('area %d → %s', (value, expected) => expect(plain(formatArea(value))).toBe(expected));

  it.each([
    [6, '6 %'],
    [5.75, '5,75 %'],
    [0.1, '0,1 %'],
  ])('percent %d → %s', (value, expected) => expect(plain(formatPercent(value))).toBe(expected));

  it('a price, an area and a percent never break inside', () => {
    for (const text of [formatPrice(23_370_000), formatArea(62), formatPercent(6), formatMonthPayment(98_000)]) expect(text).not.toMatch(/ /);
  });

  it.each([
    ['+74951204567', '+7 (495) 120-45-67'],
    ['84951204567', '+7 (495) 120-45-67'],
    ['4951204567', '+7 (495) 120-45-67'],
    ['+7 (495) 120-45-67', '+7 (495) 120-45-67'],
    ['112', '112'],
  ])('phone %s → %s', (raw, expected) => expect(formatPhone(raw)).toBe(expected));

  it('phone href', () => expect(phoneHref('+7 (495) 120-45-67')).toBe('tel:+74951204567'));

  it.each([
    [1, 'квартира'],
    [2, 'квартиры'],
    [5, 'квартир'],
    [11, 'квартир'],
    [21, 'квартира'],
    [104, 'квартиры'],
  ])('plural %i → %s', (count, expected) => expect(plural(count, ['квартира', 'квартиры', 'квартир'])).toBe(expected));

  it.each([
    [0, 'Студия'],
    [null, 'Студия'],
    [undefined, 'Студия'],
    [2, '2-комнатная'],
  ])('rooms %s → %s', (rooms, expected) => expect(roomsLabel(rooms)).toBe(expected));

  it('date', () => expect(formatDate('2026-11-18')).toBe('18\u00a0ноября\u00a02026\u00a0г.'));
});
