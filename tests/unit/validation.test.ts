import { describe, expect, it } from 'vitest';
import { validateFeedback } from '@/lib/validation/feedback';
import * as rules from '@/lib/validation/rules';

describe('validation rules and the exact messages of SPEC §5', () => {
  it.each([
    ['required', rules.required, '', 'Пожалуйста, заполните это поле'],
    ['required', rules.required, '   ', 'Пожалуйста, заполните это поле'],
    ['required', rules.required, 'x', null],
    ['letters', rules.letters, 'Анна-Мария', null],
    ['letters', rules.letters, 'Anna2', 'Поле может содержать только буквы'],
    ['one layout', rules.oneLayout, 'Аnna', 'Пожалуйста, используйте только одну языковую раскладку'],
    ['one layout', rules.oneLayout, 'Anna', null],
    ['name', rules.name, 'Иван Petrov', 'Пожалуйста, используйте только одну языковую раскладку'],
    ['name', rules.name, 'Иван!', 'Поле может содержать только буквы'],
    ['phone', rules.phone, '+7 (916) 123-45-67', null],
    ['phone', rules.phone, '+7 (916) 123-45-6', 'Номер телефона введен неверно'],
    ['phone', rules.phone, '89161234567', 'Номер телефона введен неверно'],
    ['digits', rules.digits, '12a', 'Поле может содержать только цифры'],
    ['digits', rules.digits, '0123', null],
    ['date', rules.date, '29.02.2024', null],
    ['date', rules.date, '29.02.2025', 'Неверный формат'],
    ['date', rules.date, '2025-02-01', 'Неверный формат'],
    ['email', rules.email, 'anna@example.ru', null],
    ['email', rules.email, 'anna@example', 'Неверный формат'],
    ['snils', rules.snils, '112-233-445 95', null],
    ['snils', rules.snils, '112-233-445 96', 'Неверный формат'],
    ['card', rules.card, '4111 1111 1111 1111', null],
    ['card', rules.card, '4111 1111 1111 1112', 'Неверный формат'],
    ['passport', rules.passport, '4510 123456', null],
    ['passport', rules.passport, '4510 12345', 'Неверный формат'],
    ['company INN', rules.innCompany, '7707083893', null],
    ['company INN', rules.innCompany, '7707083894', 'Неверный формат'],
    ['personal INN', rules.innPerson, '500100732259', null],
    ['personal INN', rules.innPerson, '500100732258', 'Неверный формат'],
    ['password', rules.password, 'Str0ngPassword', null],
    ['password', rules.password, 'weakpassword1', 'Неверный формат'],
    ['password', rules.password, 'Sh0rt', 'Неверный формат'],
  ])('%s: %j → %j', (_name, rule, value, expected) => {
    expect(rule(value)).toBe(expected);
  });

  it('every format rule lets an empty value through (required decides)', () => {
    for (const rule of [rules.letters, rules.phone, rules.digits, rules.date, rules.email, rules.snils, rules.card, rules.passport, rules.innCompany, rules.innPerson, rules.password]) {
      expect(rule('')).toBeNull();
    }
  });
});

describe('validateFeedback: the callback payload the CMS checks again', () => {
  const valid = { name: 'Анна', phone: '+7 (916) 123-45-67', is_agreed: true, is_adv: 0 as const };

  it('accepts a valid lead', () => expect(validateFeedback(valid)).toEqual({}));

  it('requires consent', () => expect(validateFeedback({ ...valid, is_agreed: false })).toEqual({ is_agreed: 'Пожалуйста, заполните это поле' }));

  it('requires time and contact method in the extended mode', () =>
    expect(validateFeedback({ ...valid, mode: 'extended' })).toEqual({
      time: 'Пожалуйста, заполните это поле',
      coomun_method: 'Пожалуйста, заполните это поле',
    }));

  it('rejects an is_adv other than 0 or 1', () => expect(validateFeedback({ ...valid, is_adv: 2 })).toEqual({ is_adv: 'Неверный формат' }));
});
