import Link from 'next/link';
import type { LotCard } from '@/lib/api/schemas';
import { paths } from '@/lib/config/paths';
import { formatArea, formatPrice, formatPricePerM2, roomsLabel } from '@/lib/format/number';
import { ListToggles } from '@/components/lots/ListToggles';
import { LotStatus } from '@/components/lots/LotStatus';
import { floorNumber, lotFinish, lotFullTitle } from '@/components/lots/lot-text';
import { typograph } from '@/lib/text/typography';
import styles from './LotTable.module.scss';

/** The table view of the catalogue: rooms and finish only where the lots have them (not for parking places or storerooms). */
export function LotTable({ lots }: { lots: LotCard[] }) {
  const withRooms = lots.some((lot) => lot.type === 'apartments');
  const withFinish = lots.some((lot) => lotFinish(lot) !== null);
  return (
    <div className={styles.scroller} tabIndex={0} role="region" aria-label="Таблица лотов">
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{typograph('Лот, корпус и секция')}</th>
            {withRooms ? <th scope="col">Комнат</th> : null}
            <th scope="col">Площадь</th>
            <th scope="col">Этаж</th>
            {withFinish ? <th scope="col">Отделка</th> : null}
            <th scope="col">{typograph('Цена и за м²')}</th>
            <th scope="col">Статус</th>
            <th scope="col">
              <span className="visually-hidden">Избранное и сравнение</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {lots.map((lot) => (
            <tr key={lot.id} data-testid="lot-row" data-lot-id={lot.id}>
              <th scope="row">
                <Link href={paths.lot(lot.id)} aria-label={lotFullTitle(lot)}>
                  № {lot.number}
                </Link>
                <span className={styles.place}>{`корп.\u00a0${lot.building.number}, секц.\u00a0${lot.section.number}`}</span>
              </th>
              {withRooms ? <td data-label="Комнат">{lot.type === 'apartments' ? roomsLabel(lot.rooms).replace('-комнатная', '') : '—'}</td> : null}
              <td data-label="Площадь">{formatArea(lot.area)}</td>
              <td data-label="Этаж">{floorNumber(lot.floor)}</td>
              {withFinish ? (
                <td data-label="Отделка" className={styles.wrap}>
                  {lotFinish(lot) ?? '—'}
                </td>
              ) : null}
              <td data-label="Цена" className={styles.price}>
                {formatPrice(lot.price)}
                <span className={styles.perM2}>{formatPricePerM2(lot.price_per_m2)}</span>
              </td>
              <td data-label="Статус">
                <LotStatus status={lot.status} size="inline" />
              </td>
              <td className={styles.toggles}>
                <ListToggles id={lot.id} type={lot.type} title={lotFullTitle(lot)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
