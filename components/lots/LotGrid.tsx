import type { LotCard as Lot } from '@/lib/api/schemas';
import { LotCard } from './LotCard';
import styles from './LotGrid.module.scss';

/** Lots as cards; `priority` when the grid leads the page (its first picture is the largest paint). */
export function LotGrid({ lots, priority = false }: { lots: Lot[]; priority?: boolean }) {
  return (
    <ul className={styles.grid} data-testid="lot-grid">
      {lots.map((lot, index) => (
        <li key={lot.id} className={styles.item}>
          <LotCard lot={lot} priority={priority && index === 0} />
        </li>
      ))}
    </ul>
  );
}
