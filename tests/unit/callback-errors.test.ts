import { describe, expect, it } from 'vitest';
import { callbackValues } from '@/lib/callback/send-callback';
import { splitServerErrors } from '@/lib/callback/server-errors';

const VISIBLE = ['name', 'phone', 'is_agreed'] as const;

describe('a refused lead is never silent', () => {
  it.each([
    [{ errors: { phone: 'Номер телефона введен неверно' } }, [['phone', 'Номер телефона введен неверно']], []],
    [{ errors: { is_adv: 'Неверный формат' } }, [], ['Подписка на новости: Неверный формат']],
    [{ errors: { name: 'Поле может содержать только буквы', mode: 'Неверный формат' } }, [['name', 'Поле может содержать только буквы']], ['mode: Неверный формат']],
    [{ detail: 'Форма отправлена слишком быстро.' }, [], ['Форма отправлена слишком быстро.']],
    [{ errors: {} }, [], ['Заявка не принята. Проверьте поля формы.']],
    [null, [], ['Заявка не принята. Проверьте поля формы.']],
    [{ errors: { time: '' } }, [], ['Удобное время звонка: Неверный формат']],
  ])('%j → fields %j, error view %j', (body, fields, other) => {
    expect(splitServerErrors(body, VISIBLE)).toEqual({ fields, other });
  });
});

describe('the form values as sent (SPEC §3: is_adv 0 or 1)', () => {
  it.each([
    [false, 0],
    [true, 1],
  ])('the opt-in ticked %s → is_adv %i', (ticked, expected) => {
    expect(callbackValues({ name: 'Анна', phone: '+7 (916) 123-45-67', is_agreed: true, is_adv: ticked, time: '', coomun_method: '', website: '' }).is_adv).toBe(expected);
  });
});
