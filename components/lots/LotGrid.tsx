import type { LotCard } from '@/lib/api/schemas';
import { LotSummary } from './LotSummary';
import styles from './LotGrid.module.scss';

export function LotGrid({ lots }: { lots: LotCard[] }) {
  return (
    <ul className={styles.grid}>
      {lots.map((lot) => (
        <li key={lot.id}>
          <LotSummary lot={lot} />
        </li>
      ))}
    </ul>
  );
}
