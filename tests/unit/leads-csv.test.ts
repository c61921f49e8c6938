import { describe, expect, it } from 'vitest';
import { leadsToCsv } from '@/cms/leads/csv';

describe('leads CSV export', () => {
  it('has a BOM, a Russian header and one row per lead; formulas are neutralised', () => {
    const csv = leadsToCsv([
      { id: 1, form: 'feedback', payload: JSON.stringify({ name: 'Анна', phone: '+7 (916) 123-45-67', is_adv: 1, form_id: '0001' }), ip: '127.0.0.2', created_at: '2026-11-21T09:00:00.000Z' },
      { id: 2, form: 'feedback', payload: JSON.stringify({ name: '=HYPERLINK("x")', phone: '+7 (916) 000-00-00', is_adv: 0 }), ip: null, created_at: '2026-11-21T10:00:00.000Z' },
    ]);
    expect(csv.startsWith('\uFEFF№;Дата и время (МСК);Форма;Имя;Телефон')).toBe(true);
    const lines = csv.trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(';Заказать звонок;Анна;+7 (916) 123-45-67;');
    expect(lines[1]).toContain('21.11.2026, 12:00:00');
    expect(lines[1]).toContain(';да;0001;');
    expect(lines[2]).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it.each([
    ['booking', 'Бронь онлайн', '24.11.2026, 14:30:00'],
    ['booking_cancel', 'Отмена брони', '24.11.2026, 14:30:00'],
    ['waitlist', 'Лист ожидания', ''],
  ])('a %s lead names the form, the buyer, the lot and when the hold ends', (form, label, until) => {
    const payload = { name: 'Анна', phone: '+7 (916) 123-45-67', email: 'anna@example.ru', lot: 'Квартира № 5, Корпус 1', ...(until ? { hold_until: '2026-11-24T11:30:00.000Z' } : {}) };
    const [, line] = leadsToCsv([{ id: 3, form, payload: JSON.stringify(payload), ip: null, created_at: '2026-11-23T11:30:00.000Z' }]).trim().split('\r\n');
    expect(line).toContain(`;${label};Анна;+7 (916) 123-45-67;anna@example.ru;Квартира № 5, Корпус 1;${until};`);
  });
});
