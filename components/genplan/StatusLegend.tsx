import clsx from 'clsx';
import type { PlanStatus } from './plan-text';
import styles from './StatusLegend.module.scss';

/** What the colours of flats on a floor plan and a chessboard mean: the statuses shown, named by the CMS. */
export function StatusLegend({ statuses, className }: { statuses: PlanStatus[]; className?: string }) {
  return (
    <ul className={clsx(styles.legend, className)} aria-label="Обозначения">
      {statuses.map((status) => (
        <li key={status.value} className={styles[status.value]}>
          {status.label}
        </li>
      ))}
    </ul>
  );
}
