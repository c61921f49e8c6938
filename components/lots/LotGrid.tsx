import type { LotCard as Lot } from '@/lib/api/schemas';
import { LotCard } from './LotCard';
import styles from './LotGrid.module.scss';

export function LotGrid({ lots }: { lots: Lot[] }) {
  return (
    <ul className={styles.grid} data-testid="lot-grid">
      {lots.map((lot) => (
        <li key={lot.id}>
          <LotCard lot={lot} />
        </li>
      ))}
    </ul>
  );
}
