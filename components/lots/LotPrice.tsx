import type { LotCard } from '@/lib/api/schemas';
import { formatMonthPayment, formatPrice } from '@/lib/format/number';
import { discountPercent } from './lot-parameters';
import styles from './LotPrice.module.scss';

/** The lot page's price: the price, the old price struck through with the discount ('−6 %'), the monthly payment. */
export function LotPrice({ lot }: { lot: LotCard }) {
  const discount = discountPercent(lot);
  return (
    <div className={styles.block}>
      <p className={styles.price} data-testid="lot-detail-price">
        {formatPrice(lot.price)}
      </p>
      {discount && lot.old_price ? (
        <p className={styles.discount} data-testid="lot-detail-discount">
          <s className={styles.old}>
            <span className="visually-hidden">Цена без скидки: </span>
            {formatPrice(lot.old_price)}
          </s>
          <span className={styles.badge}>
            <span className="visually-hidden">Скидка </span>
            {`−${discount}\u00a0%`}
          </span>
        </p>
      ) : null}
      {lot.month_payment ? (
        <p className={styles.monthly} data-testid="lot-detail-monthly">
          {formatMonthPayment(lot.month_payment)}
          <span className={styles.monthlyNote}>{' в\u00a0ипотеку'}</span>
        </p>
      ) : null}
    </div>
  );
}
