import Link from 'next/link';
import clsx from 'clsx';
import type { LotCard as Lot } from '@/lib/api/schemas';
import { paths } from '@/lib/config/paths';
import { formatArea, formatMonthPayment, formatPrice } from '@/lib/format/number';
import { isSold } from '@/lib/lots/status';
import { ListToggles } from './ListToggles';
import { LotStatus } from './LotStatus';
import { lotFinish, lotFloor, lotFullTitle, lotPlace, lotTitle } from './lot-text';
import { LotDiscount } from './LotDiscount';
import { Picture } from '@/components/ui/Picture';
import { planThumbnail } from '@/lib/lots/plan-thumbnail';
import styles from './LotCard.module.scss';
import { typograph } from '@/lib/text/typography';

/**
 * A lot in a list (SPEC §3): status, layout, rooms and number with the building and section (numbers
 * repeat per building), area, floor, renovation, price, monthly payment. A sold lot keeps its last
 * price for reference, muted, with no monthly payment. The first card of a list (`priority`) is the
 * page's largest picture: loaded at once, with high priority.
 */
export function LotCard({ lot, headingLevel = 3, priority = false }: { lot: Lot; headingLevel?: 2 | 3; priority?: boolean }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const title = lotTitle(lot);
  const sold = isSold(lot.status.value);
  return (
    <article className={clsx(styles.card, sold && styles.sold)} data-testid="lot-card" data-lot-id={lot.id} data-status={lot.status.value}>
      <div className={styles.top}>
        <LotStatus status={lot.status} />
        <ListToggles id={lot.id} type={lot.type} title={lotFullTitle(lot)} />
      </div>
      {lot.images.flat_layout ? (
        <Picture className={styles.layout} src={planThumbnail(lot.images.flat_layout)} alt={`Планировка: ${title}`} width={480} height={340} priority={priority} />
      ) : null}
      <p className={styles.place}>{lotPlace(lot)}</p>
      <Heading className={styles.title}>
        <Link href={paths.lot(lot.id)} aria-label={lotFullTitle(lot)}>
          {title}
        </Link>
      </Heading>
      <p className={styles.meta}>
        {typograph([formatArea(lot.area), `этаж ${lotFloor(lot)}`, lotFinish(lot)].filter(Boolean).join(' · '))}
      </p>
      <p className={styles.price}>
        <span data-testid="lot-price">
          {sold ? <span className="visually-hidden">Последняя цена: </span> : null}
          {formatPrice(lot.price)}
        </span>
        {sold ? null : <LotDiscount lot={lot} oldClassName={styles.oldPrice} badgeClassName={styles.discount} />}
      </p>
      {lot.month_payment && !sold ? (
        <p className={styles.meta} data-testid="lot-monthly">
          {formatMonthPayment(lot.month_payment)}
          {lot.month_payment_program ? <span className={styles.program}>{typograph(` · ${lot.month_payment_program.program}`)}</span> : null}
        </p>
      ) : null}
    </article>
  );
}
