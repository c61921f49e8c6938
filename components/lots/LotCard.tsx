import Link from 'next/link';
import clsx from 'clsx';
import type { LotCard as Lot } from '@/lib/api/schemas';
import { paths } from '@/lib/config/paths';
import { formatArea, formatMonthPayment, formatPrice } from '@/lib/format/number';
import { ListToggles } from './ListToggles';
import { lotTitle } from './lot-text';
import styles from './LotCard.module.scss';

/** A lot in a list (SPEC §3): layout, rooms, area, renovation, building, number, floor, price, monthly payment. */
export function LotCard({ lot, headingLevel = 3 }: { lot: Lot; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const title = lotTitle(lot);
  return (
    <article className={styles.card} data-testid="lot-card" data-lot-id={lot.id}>
      <div className={styles.top}>
        <span className={clsx(styles.status, styles[`status_${lot.status.value}`])}>{lot.status.label}</span>
        <ListToggles id={lot.id} type={lot.type} title={title} />
      </div>
      {lot.images.flat_layout ? (
        // eslint-disable-next-line @next/next/no-img-element -- generated SVG plan from the CMS
        <img className={styles.layout} src={lot.images.flat_layout} alt={`Планировка: ${title}`} loading="lazy" width={480} height={340} />
      ) : null}
      <Heading className={styles.title}>
        <Link href={paths.lot(lot.id)}>{title}</Link>
      </Heading>
      <p className={styles.meta}>
        {formatArea(lot.area)} · {lot.building.name} · этаж {lot.floor} из {lot.floors_total}
      </p>
      <p className={styles.meta}>{lot.renovation.label}</p>
      <p className={styles.price}>
        <span data-testid="lot-price">{formatPrice(lot.price)}</span>
        {lot.old_price ? (
          <s className={styles.oldPrice}>
            <span className="visually-hidden">Цена без скидки: </span>
            {formatPrice(lot.old_price)}
          </s>
        ) : null}
      </p>
      {lot.month_payment ? <p className={styles.meta}>{formatMonthPayment(lot.month_payment)}</p> : null}
    </article>
  );
}
