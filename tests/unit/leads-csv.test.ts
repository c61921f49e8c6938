import { describe, expect, it } from 'vitest';
import { csvCell, leadsToCsv, leadsToJson } from '@/cms/leads/csv';

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

describe('leads export: where each lead came from (issue 46)', () => {
  const attribution = {
    first: { utm_source: 'yandex', utm_medium: 'cpc', utm_campaign: 'spring', yclid: '123', landing: '/lots/5?utm_source=yandex', at: '2026-11-20T09:00:00.000Z' },
    last: { utm_source: 'vk', utm_medium: 'social', utm_campaign: 'autumn', referrer: 'vk.com', landing: '/?utm_source=vk', at: '2026-11-21T09:00:00.000Z' },
    sent_from: '/lots/5',
    lot_id: 5,
    client_id: '1700000000123456789',
  };
  const row = { id: 7, form: 'feedback', payload: JSON.stringify({ name: 'Анна', phone: '+7 (916) 123-45-67', is_adv: 0, attribution }), ip: null, created_at: '2026-11-21T09:00:00.000Z' };

  it('has the last and the first touch, the lot and the client id as columns', () => {
    const [header, line] = leadsToCsv([row]).replace('\uFEFF', '').trim().split('\r\n');
    const cells = Object.fromEntries(header!.split(';').map((name, i) => [name, line!.split(';')[i]]));
    expect(cells).toMatchObject({
      Лот: '5',
      utm_source: 'vk',
      utm_medium: 'social',
      utm_campaign: 'autumn',
      'Переход с сайта': 'vk.com',
      'Страница входа': '/?utm_source=vk',
      'Первый utm_source': 'yandex',
      'Первая utm_campaign': 'spring',
      'Первая страница входа': '/lots/5?utm_source=yandex',
      ClientID: '1700000000123456789',
    });
  });

  it('exports JSON with every stored field', () => {
    expect(JSON.parse(leadsToJson([row]))).toEqual([{ id: 7, form: 'feedback', created_at: row.created_at, ip: null, name: 'Анна', phone: '+7 (916) 123-45-67', is_adv: 0, attribution }]);
  });
});

describe('leads export: every cell a spreadsheet could run is neutralised (issue 60)', () => {
  it.each([
    ['a formula', '=1+2', `"'=1+2"`],
    ['a plus', '+1+2', `"'+1+2"`],
    ['a minus', '-2+3', `"'-2+3"`],
    ['an at', '@SUM(A1)', `"'@SUM(A1)"`],
    ['a TAB before a formula', '\t=1+2', `"' =1+2"`],
    ['a CR before a formula', '\r=1+2', `"' =1+2"`],
    ['a LF before a formula', '\n=1+2', `"' =1+2"`],
    ['spaces before a formula', '   =1+2', `"'   =1+2"`],
    ['a NUL before a formula', '\u0000=1+2', `"' =1+2"`],
    ['a masked phone outside the phone column', '+7 (916)+HYPERLINK("http://evil")', `"'+7 (916)+HYPERLINK(""http://evil"")"`],
    ['ESC and BEL', 'a\u001b[31mb\u0007', 'a [31mb '],
    ['a right-to-left override', 'evil\u202egnp.exe', 'evil gnp.exe'],
    ['a quote and a semicolon', 'a;"b"', '"a;""b"""'],
    ['plain text', 'Анна', 'Анна'],
  ])('%s', (_, raw, cell) => {
    expect(csvCell(raw)).toBe(cell);
  });

  it.each([
    ['a whole masked phone', '+7 (916) 123-45-67', '+7 (916) 123-45-67'],
    ['a phone with a formula after it', '+7 (916) 123-45-67+HYPERLINK("x")', `"'+7 (916) 123-45-67+HYPERLINK(""x"")"`],
    ['a formula', '=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
  ])('the phone column: %s', (_, raw, cell) => {
    expect(csvCell(raw, { phone: true })).toBe(cell);
  });

  it('a yclid that starts like a phone is neutralised in its row', () => {
    const attribution = { last: { yclid: '+7 (916)+HYPERLINK("http://evil")' } };
    const csv = leadsToCsv([{ id: 9, form: 'feedback', payload: JSON.stringify({ name: 'Анна', phone: '+7 (916) 123-45-67', attribution }), ip: null, created_at: '2026-11-21T09:00:00.000Z' }]);
    expect(csv).toContain(';+7 (916) 123-45-67;');
    expect(csv).toContain(`"'+7 (916)+HYPERLINK(""http://evil"")"`);
  });
});
