import type { LotCard } from '@/lib/api/schemas';
import { lotFinish, lotFloor } from './lot-text';
import { formatArea, formatFromPrice, formatPrice, formatPricePerM2, roomsLabel } from '@/lib/format/number';

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
  | 'view'
  | 'vendorCode';

const PARAMETERS: Array<[ParameterKey, string, (lot: LotCard) => string | null]> = [
  ['price', 'Стоимость', (lot) => formatPrice(lot.price)],
  ['oldPrice', 'Цена без скидки', (lot) => (lot.old_price ? formatPrice(lot.old_price) : null)],
  ['pricePerM2', 'Цена за\u00a0м²', (lot) => formatPricePerM2(lot.price_per_m2)],
  // The row names the month: the figure alone fits a phone's compare column (with "/мес" it broke inside the unit).
  ['monthPayment', 'Ежемесячный платёж', (lot) => (lot.month_payment ? formatFromPrice(lot.month_payment) : null)],
  ['area', 'Площадь', (lot) => formatArea(lot.area)],
  ['rooms', 'Комнат', (lot) => (lot.type === 'apartments' ? roomsLabel(lot.rooms) : null)],
  ['building', 'Корпус', (lot) => lot.building.name],
  ['queue', 'Очередь', (lot) => lot.queue.name],
  ['section', 'Секция', (lot) => String(lot.section.number)],
  ['floor', 'Этаж', (lot) => lotFloor(lot)],
  ['number', 'Номер', (lot) => lot.number],
  ['renovation', 'Отделка', (lot) => lotFinish(lot)],
  ['ceiling', 'Высота потолков', (lot) => `${String(lot.ceiling_height).replace('.', ',')}\u00a0м`],
  ['completion', 'Срок сдачи', (lot) => lot.completion],
  ['status', 'Статус', (lot) => lot.status.label],
  ['features', 'Особенности', (lot) => (lot.features.length ? lot.features.map((f) => f.label).join(', ') : null)],
  ['view', 'Вид', (lot) => (lot.view ? viewSummary(lot.view) : null)],
  ['vendorCode', 'Артикул', (lot) => lot.vendor_code],
];

/** 'Парк, на юг, Москва-Сити' — the outlook, the facing and the landmarks of a lot's windows. */
export function viewSummary(view: NonNullable<LotCard['view']>): string {
  return [view.outlook.label, `на\u00a0${view.facing.label}`, ...view.landmarks.map((l) => l.label)].join(', ');
}


/** The lot page's parameter table in groups (issue 13): the lot itself (titled by its noun: «Квартира», «Машино-место»), its building, the price, the finish. */
export const PARAMETER_GROUPS: ReadonlyArray<{ title: string | null; keys: readonly ParameterKey[] }> = [
  { title: null, keys: ['rooms', 'area', 'ceiling', 'number', 'vendorCode', 'status'] },
  { title: 'Дом', keys: ['building', 'section', 'floor', 'view', 'queue', 'completion'] },
  { title: 'Цена', keys: ['price', 'oldPrice', 'pricePerM2', 'monthPayment'] },
  { title: 'Отделка', keys: ['renovation', 'features'] },
];

/** The discount of a lot in whole percent ('6' for 6 %), or null when it has none. */
export function discountPercent(lot: Pick<LotCard, 'price' | 'old_price'>): number | null {
  if (!lot.old_price || lot.old_price <= lot.price) return null;
  return Math.max(1, Math.round(((lot.old_price - lot.price) / lot.old_price) * 100));
}

/** The price parameters: a sold lot's page leaves them out (nothing to buy at that price). */
export const PRICE_PARAMETERS: readonly ParameterKey[] = ['price', 'oldPrice', 'pricePerM2', 'monthPayment'];

/** Every parameter but the prices. */
export const PARAMETERS_WITHOUT_PRICE: readonly ParameterKey[] = PARAMETERS.map(([key]) => key).filter((key) => !PRICE_PARAMETERS.includes(key));

/** The parameters of a lot in the order of `keys`; a parameter the lot does not have gives null. */
export function lotParametersInOrder(lot: LotCard, keys: readonly ParameterKey[]): Array<{ key: ParameterKey; label: string; value: string | null }> {
  return keys.flatMap((wanted) => PARAMETERS.filter(([key]) => key === wanted).map(([key, label, value]) => ({ key, label, value: value(lot) })));
}

/** The chosen parameters of a lot; a parameter the lot does not have gives null. */
export function lotParameters(lot: LotCard, keys?: readonly ParameterKey[]): Array<{ key: ParameterKey; label: string; value: string | null }> {
  return PARAMETERS.filter(([key]) => !keys || keys.includes(key)).map(([key, label, value]) => ({ key, label, value: value(lot) }));
}
