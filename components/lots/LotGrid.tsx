import clsx from 'clsx';
import type { LotCard as Lot } from '@/lib/api/schemas';
import { LotCard } from './LotCard';
import styles from './LotGrid.module.scss';

/**
 * Lots as cards; `priority` when the grid leads the page (its first picture is the largest paint); `short` for a few
 * cards (at most three columns, laid out with the grid: no far end to skip).
 */
export function LotGrid({ lots, priority = false, short = false }: { lots: Lot[]; priority?: boolean; short?: boolean }) {
  return (
    <ul className={clsx(styles.grid, short && styles.short)} data-testid="lot-grid">
      {lots.map((lot, index) => (
        <li key={lot.id} className={short ? undefined : styles.item}>
          <LotCard lot={lot} priority={priority && index === 0} />
        </li>
      ))}
    </ul>
  );
}
