import { describe, expect, it } from 'vitest';
import { applyMask, formatNumeric, nextNumericValue, normalizeNumeric, normalizePhone, numericValue, phoneOnBlur } from '@/lib/masks/masks';

describe('input masks of SPEC §5', () => {
  it.each([
    ['phone', '9161234567', '+7 (916) 123-45-67'],
    ['phone', '89161234567', '+7 (916) 123-45-67'],
    ['phone', '79161234567', '+7 (916) 123-45-67'],
    ['phone', '+79161234567', '+7 (916) 123-45-67'],
    ['phone', '916123456789', '+7 (916) 123-45-67'],
    ['phone', 'abc916', '+7 (916'],
    ['date', '01022026', '01.02.2026'],
    ['date', '0102202699', '01.02.2026'],
    ['time', '0930', '09:30'],
    ['snils', '11223344595', '112-233-445 95'],
    ['inn', '5001007322591', '500100732259'],
    ['passport', '4510123456', '4510 123456'],
    ['card', '4111111111111111', '4111 1111 1111 1111'],
    ['number', '00012345', '12345'],
    ['number', '123456789012', '1234567890'],
    ['months', '400', '360'],
    ['months', '360', '360'],
    ['months', '007', '7'],
    ['months', '1200', '120'],
    ['months', '99', '99'],
    ['year', '02026', '2026'],
    ['code', '12345', '1234'],
    ['percent', '150', '100%'],
    ['percent', '50', '50%'],
    ['percent', '00', '1%'],
    ['percent', '05', '5%'],
  ] as const)('%s: typing %j shows %j', (kind, raw, expected) => {
    expect(applyMask(kind, raw)).toBe(expected);
  });

  it('an 8 typed first in the phone becomes +7', () => {
    expect(applyMask('phone', '8')).toMatch(/^\+7/);
    expect(applyMask('phone', '8')).not.toContain('8');
  });

  it.each([
    ['+', ''],
    ['+7', ''],
    ['+7 (', ''],
    ['+7 (9', '+7 (9'],
    ['+7 (916) 123-45-67', '+7 (916) 123-45-67'],
    ['', ''],
  ])('on blur %j becomes %j', (value, expected) => expect(phoneOnBlur(value)).toBe(expected));

  it.each([
    ['+7 (916) 123-45-67', '79161234567'],
    ['8 916 123 45 67', '79161234567'],
    ['9161234567', '79161234567'],
  ])('normalizePhone %j → %j', (value, expected) => expect(normalizePhone(value)).toBe(expected));
});

describe('numeric masks', () => {
  it.each([
    ['number', '12a34', '1234'],
    ['number', '000', '0'],
    ['percent', '0', '0%'],
    ['percent', '000', '1%'],
    ['percent', '100%', '100%'],
    ['months', '', ''],
  ] as const)('%s: %j → %j', (kind, raw, expected) => expect(normalizeNumeric(kind, raw)).toBe(expected));

  it('backspace after the % suffix deletes the last digit', () => {
    expect(nextNumericValue('percent', '50%', '50')).toBe('5%');
    expect(nextNumericValue('percent', '5%', '5')).toBe('');
  });
});

describe('calculator masks (issue 15)', () => {
  it.each([
    ['money', '30000000', '30\u00a0000\u00a0000'],
    ['money', '000150', '150'],
    ['money', '123456789012', '1\u00a0234\u00a0567\u00a0890'],
    ['years', '45', '30'],
    ['years', '07', '7'],
    ['rate', '6,5', '6,5%'],
    ['rate', '6.25', '6,25%'],
    ['rate', '6,123', '6,12%'],
    ['rate', '0', '0%'],
    ['rate', '00', '0%'],
    ['rate', '150', '100%'],
    ['rate', '100,5', '100%'],
    ['rate', 'abc', ''],
  ] as const)('%s: typing %j shows %j', (kind, raw, expected) => {
    expect(applyMask(kind, raw)).toBe(expected);
  });

  it.each([
    ['12\u00a0500\u00a0000', 12_500_000],
    ['6,5%', 6.5],
    ['6,%', 6],
    ['0%', 0],
    ['', null],
    ['%', null],
  ])('numericValue(%j) = %j', (masked, value) => expect(numericValue(masked)).toBe(value));

  it.each([
    ['money', 12_500_000, '12\u00a0500\u00a0000'],
    ['rate', 6.5, '6,5%'],
    ['rate', 20.9, '20,9%'],
    ['percent', 20, '20%'],
    ['months', 360, '360'],
    ['money', null, ''],
  ] as const)('formatNumeric(%s, %j) = %j', (kind, value, masked) => expect(formatNumeric(kind, value)).toBe(masked));
});
