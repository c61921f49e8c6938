import type { LotCard } from '@/lib/api/schemas';
import { lotParameters } from './lot-parameters';
import styles from './LotParameters.module.scss';

/** All parameters of a lot as a definition list. */
export function LotParameters({ lot }: { lot: LotCard }) {
  return (
    <dl className={styles.list}>
      {lotParameters(lot)
        .filter((row) => row.value !== null)
        .map((row) => (
          <div key={row.key} className={styles.row}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
    </dl>
  );
}
