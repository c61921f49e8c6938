import clsx from 'clsx';
import type { LotCard } from '@/lib/api/schemas';
import { lotParameters, type ParameterKey } from './lot-parameters';
import styles from './LotParameters.module.scss';

type Props = { lot: LotCard; keys?: readonly ParameterKey[]; compact?: boolean };

/** The parameters of a lot (all, or the chosen ones) as a definition list; `compact` for the print sheet. */
export function LotParameters({ lot, keys, compact = false }: Props) {
  return (
    <dl className={clsx(styles.list, compact && styles.compact)}>
      {lotParameters(lot, keys)
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
