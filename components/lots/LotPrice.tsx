import type { LotCard } from '@/lib/api/schemas';
import { formatDayMonth, formatMonthPayment, formatPercent, formatPrice } from '@/lib/format/number';
import { discountPercent } from './lot-parameters';
import { LotDiscount } from './LotDiscount';
import { typograph } from '@/lib/text/typography';
import type { PriceDrop } from '@/lib/lots/price-history';
import styles from './LotPrice.module.scss';

/** The lot page's price: the price, the old price struck through with the discount ('−6 %'), the monthly payment. */
export function LotPrice({ lot, programmesAnchor, drop = null }: { lot: LotCard; programmesAnchor?: string; drop?: PriceDrop | null }) {
  return (
    <div className={styles.block}>
      <p className={styles.price} data-testid="lot-detail-price">
        {formatPrice(lot.price)}
      </p>
      {discountPercent(lot) ? (
        <p className={styles.discount} data-testid="lot-detail-discount">
          <LotDiscount lot={lot} oldClassName={styles.old} badgeClassName={styles.badge} />
        </p>
      ) : null}
      {drop ? (
        <p className={styles.drop} data-testid="lot-price-drop">
          {typograph(`Цена снижена на ${formatPercent(drop.percent)} ${formatDayMonth(drop.date)}`)}
        </p>
      ) : null}
      {lot.month_payment ? (
        <p className={styles.monthly} data-testid="lot-detail-monthly">
          {formatMonthPayment(lot.month_payment)}
          <span className={styles.monthlyNote}>
            {lot.month_payment_program ? typograph(` — ${lot.month_payment_program.program}, ${lot.month_payment_program.bank}`) : ' в\u00a0ипотеку'}
          </span>
          {programmesAnchor ? (
            <>
              {' '}
              <a href={`#${programmesAnchor}`} className={styles.monthlyLink}>
                Все программы
              </a>
            </>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
