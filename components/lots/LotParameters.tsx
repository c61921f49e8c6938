import type { LotCard } from '@/lib/api/schemas';
import { formatArea, formatMonthPayment, formatPrice, formatPricePerM2, roomsLabel } from '@/lib/format/number';
import styles from './LotParameters.module.scss';

/** All parameters of a lot as a definition list. */
export function LotParameters({ lot }: { lot: LotCard }) {
  const rows: Array<[string, string]> = [
    ['Стоимость', formatPrice(lot.price)],
    ...(lot.old_price ? ([['Цена без скидки', formatPrice(lot.old_price)]] as Array<[string, string]>) : []),
    ['Цена за м²', formatPricePerM2(lot.price_per_m2)],
    ...(lot.month_payment ? ([['Ежемесячный платёж', formatMonthPayment(lot.month_payment)]] as Array<[string, string]>) : []),
    ['Площадь', formatArea(lot.area)],
    ...(lot.type === 'apartments' ? ([['Комнат', roomsLabel(lot.rooms)]] as Array<[string, string]>) : []),
    ['Корпус', lot.building.name],
    ['Секция', String(lot.section.number)],
    ['Этаж', `${lot.floor} из ${lot.floors_total}`],
    ['Номер', lot.number],
    ['Отделка', lot.renovation.label],
    ['Высота потолков', `${String(lot.ceiling_height).replace('.', ',')} м`],
    ['Срок сдачи', lot.completion],
    ['Статус', lot.status.label],
    ['Артикул', lot.vendor_code],
  ];
  return (
    <dl className={styles.list}>
      {rows.map(([term, value]) => (
        <div key={term} className={styles.row}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      {lot.features.length ? (
        <div className={styles.row}>
          <dt>Особенности</dt>
          <dd>{lot.features.map((f) => f.label).join(', ')}</dd>
        </div>
      ) : null}
    </dl>
  );
}
