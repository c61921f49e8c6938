import { describe, expect, it } from 'vitest';
import { applyMask, nextNumericValue, normalizeNumeric, normalizePhone, phoneOnBlur } from '@/lib/masks/masks';

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
