import Link from 'next/link';
import type { LotCard } from '@/lib/api/schemas';
import { paths } from '@/lib/config/paths';
import { formatArea, formatMonthPayment, formatPrice } from '@/lib/format/number';
import { lotTitle } from './lot-text';
import styles from './LotSummary.module.scss';

/** A lot in a list (SPEC §3 card fields): layout, rooms, area, building, floor, price, monthly payment. */
export function LotSummary({ lot }: { lot: LotCard }) {
  return (
    <article className={styles.card}>
      {lot.images.flat_layout ? (
        // eslint-disable-next-line @next/next/no-img-element -- generated SVG plan from the CMS
        <img className={styles.layout} src={lot.images.flat_layout} alt={`Планировка: ${lotTitle(lot)}`} loading="lazy" />
      ) : null}
      <h3 className={styles.title}>
        <Link href={paths.lot(lot.id)}>{lotTitle(lot)}</Link>
      </h3>
      <p className={styles.meta}>
        {formatArea(lot.area)} · {lot.building.name} · этаж {lot.floor} из {lot.floors_total}
      </p>
      <p className={styles.meta}>
        {lot.renovation.label} · <span className={styles.status}>{lot.status.label}</span>
      </p>
      <p className={styles.price}>
        {lot.old_price ? <s className={styles.oldPrice}>{formatPrice(lot.old_price)}</s> : null}
        {formatPrice(lot.price)}
      </p>
      {lot.month_payment ? <p className={styles.meta}>{formatMonthPayment(lot.month_payment)}</p> : null}
    </article>
  );
}
