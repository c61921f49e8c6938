import { describe, expect, it } from 'vitest';
import { legalLine, type LegalDeveloper } from '@/lib/legal/legal-line';

const developer: LegalDeveloper = {
  brand: 'Вереск Девелопмент',
  legal_name: 'ООО «СЗ „Вереск“»',
  inn: '7703481250',
  kpp: '770301001',
  ogrn: '1227700391840',
  address: 'Москва, Вересковый пер., 3',
  escrow_bank: 'ПАО Сбербанк',
  queues: [{ queue: 1, permit: '77-1' }, { queue: 2, permit: '77-2' }],
};

describe('the legal line', () => {
  it.each<[string, Parameters<typeof legalLine>[1], string]>([
    ['the footer: brand, every permit, the site is not an offer', { brand: true, offer: 'site' },
      'Девелопер — Вереск Девелопмент. Застройщик — ООО «СЗ „Вереск“», ИНН 7703481250, КПП 770301001, ОГРН 1227700391840, Москва, Вересковый пер., 3. Разрешения на строительство: 1 очереди № 77-1, 2 очереди № 77-2. Средства покупателей — на счетах эскроу в ПАО Сбербанк. Информация на сайте не является публичной офертой.'],
    ['a lot’s sheet: its queue’s permit, no address', { address: false, queues: [2] },
      'Застройщик — ООО «СЗ „Вереск“», ИНН 7703481250, КПП 770301001, ОГРН 1227700391840. Разрешение на строительство № 77-2. Средства покупателей — на счетах эскроу в ПАО Сбербанк.'],
    ['a document’s foot: no permit, not an offer', { queues: [], offer: 'sheet' },
      'Застройщик — ООО «СЗ „Вереск“», ИНН 7703481250, КПП 770301001, ОГРН 1227700391840, Москва, Вересковый пер., 3. Средства покупателей — на счетах эскроу в ПАО Сбербанк. Не является публичной офертой.'],
  ])('%s', (_, options, expected) => {
    expect(legalLine(developer, options)).toBe(expected);
  });

  it('leaves out what the CMS does not give', () => {
    expect(legalLine({ ...developer, kpp: null, escrow_bank: null, queues: [] })).toBe('Застройщик — ООО «СЗ „Вереск“», ИНН 7703481250, ОГРН 1227700391840, Москва, Вересковый пер., 3.');
  });
});
