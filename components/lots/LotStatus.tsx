import clsx from 'clsx';
import type { LotCard } from '@/lib/api/schemas';
import styles from './LotStatus.module.scss';

type Props = { status: LotCard['status']; size?: 'small' | 'large' | 'inline'; className?: string };

/** The lot's status as a mark a buyer sees first: free, booked or sold (`inline` for table cells). */
export function LotStatus({ status, size = 'small', className }: Props) {
  return (
    <span className={clsx(styles.status, styles[size], styles[`is_${status.value}`], className)} data-testid="lot-status">
      {status.label}
    </span>
  );
}
