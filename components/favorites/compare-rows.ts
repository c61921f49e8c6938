import type { LotCard } from '@/lib/api/schemas';
import { formatArea, formatMonthPayment, formatPrice, formatPricePerM2, roomsLabel } from '@/lib/format/number';

/** The parameters compared side by side, as shown. A row differs when the lots' values are not all equal. */
export type CompareRow = { label: string; values: string[]; differs: boolean };

const ROWS: Array<[string, (lot: LotCard) => string]> = [
  ['Стоимость', (lot) => formatPrice(lot.price)],
  ['Цена за м²', (lot) => formatPricePerM2(lot.price_per_m2)],
  ['Ежемесячный платёж', (lot) => (lot.month_payment ? formatMonthPayment(lot.month_payment) : '—')],
  ['Площадь', (lot) => formatArea(lot.area)],
  ['Комнат', (lot) => (lot.type === 'apartments' ? roomsLabel(lot.rooms) : '—')],
  ['Корпус', (lot) => lot.building.name],
  ['Очередь', (lot) => lot.queue.name],
  ['Секция', (lot) => String(lot.section.number)],
  ['Этаж', (lot) => `${lot.floor} из ${lot.floors_total}`],
  ['Отделка', (lot) => lot.renovation.label],
  ['Высота потолков', (lot) => `${String(lot.ceiling_height).replace('.', ',')} м`],
  ['Срок сдачи', (lot) => lot.completion],
  ['Статус', (lot) => lot.status.label],
  ['Особенности', (lot) => (lot.features.length ? lot.features.map((f) => f.label).join(', ') : '—')],
];

export function compareRows(lots: readonly LotCard[]): CompareRow[] {
  return ROWS.map(([label, value]) => {
    const values = lots.map(value);
    return { label, values, differs: lots.length > 1 && new Set(values).size > 1 };
  });
}
