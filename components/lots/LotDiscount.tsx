import type { LotCard } from '@/lib/api/schemas';
import { formatPercent, formatPrice } from '@/lib/format/number';
import { discountPercent } from './lot-parameters';

type Props = { lot: Pick<LotCard, 'price' | 'old_price'>; oldClassName?: string; badgeClassName?: string };

/** The price before the discount, struck through, and the discount ('−6 %'); nothing when there is none. */
export function LotDiscount({ lot, oldClassName, badgeClassName }: Props) {
  const discount = discountPercent(lot);
  if (!discount || !lot.old_price) return null;
  return (
    <>
      <s className={oldClassName}>
        <span className="visually-hidden">Цена без скидки: </span>
        {formatPrice(lot.old_price)}
      </s>
      <span className={badgeClassName}>
        <span className="visually-hidden">Скидка </span>
        {`−${formatPercent(discount)}`}
      </span>
    </>
  );
}
