import type { LotCard } from '@/lib/api/schemas';
import { formatArea, formatMonthPayment, formatPrice, formatPricePerM2, roomsLabel } from '@/lib/format/number';

/** Every parameter of a lot as [label, shown value], in one order for the lot page, print and compare. */
export type ParameterKey =
  | 'price'
  | 'oldPrice'
  | 'pricePerM2'
  | 'monthPayment'
  | 'area'
  | 'rooms'
  | 'building'
  | 'queue'
  | 'section'
  | 'floor'
  | 'number'
  | 'renovation'
  | 'ceiling'
  | 'completion'
  | 'status'
  | 'features'
  | 'vendorCode';

const PARAMETERS: Array<[ParameterKey, string, (lot: LotCard) => string | null]> = [
  ['price', 'Стоимость', (lot) => formatPrice(lot.price)],
  ['oldPrice', 'Цена без скидки', (lot) => (lot.old_price ? formatPrice(lot.old_price) : null)],
  ['pricePerM2', 'Цена за м²', (lot) => formatPricePerM2(lot.price_per_m2)],
  ['monthPayment', 'Ежемесячный платёж', (lot) => (lot.month_payment ? formatMonthPayment(lot.month_payment) : null)],
  ['area', 'Площадь', (lot) => formatArea(lot.area)],
  ['rooms', 'Комнат', (lot) => (lot.type === 'apartments' ? roomsLabel(lot.rooms) : null)],
  ['building', 'Корпус', (lot) => lot.building.name],
  ['queue', 'Очередь', (lot) => lot.queue.name],
  ['section', 'Секция', (lot) => String(lot.section.number)],
  ['floor', 'Этаж', (lot) => `${lot.floor} из ${lot.floors_total}`],
  ['number', 'Номер', (lot) => lot.number],
  ['renovation', 'Отделка', (lot) => lot.renovation.label],
  ['ceiling', 'Высота потолков', (lot) => `${String(lot.ceiling_height).replace('.', ',')} м`],
  ['completion', 'Срок сдачи', (lot) => lot.completion],
  ['status', 'Статус', (lot) => lot.status.label],
  ['features', 'Особенности', (lot) => (lot.features.length ? lot.features.map((f) => f.label).join(', ') : null)],
  ['vendorCode', 'Артикул', (lot) => lot.vendor_code],
];

/** The price parameters: a sold lot's page leaves them out (nothing to buy at that price). */
export const PRICE_PARAMETERS: readonly ParameterKey[] = ['price', 'oldPrice', 'pricePerM2', 'monthPayment'];

/** Every parameter but the prices. */
export const PARAMETERS_WITHOUT_PRICE: readonly ParameterKey[] = PARAMETERS.map(([key]) => key).filter((key) => !PRICE_PARAMETERS.includes(key));

/** The chosen parameters of a lot; a parameter the lot does not have gives null. */
export function lotParameters(lot: LotCard, keys?: readonly ParameterKey[]): Array<{ key: ParameterKey; label: string; value: string | null }> {
  return PARAMETERS.filter(([key]) => !keys || keys.includes(key)).map(([key, label, value]) => ({ key, label, value: value(lot) }));
}
