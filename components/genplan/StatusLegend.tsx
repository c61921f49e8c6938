import styles from './StatusLegend.module.scss';

/** What the colours of flats on a floor plan and a chessboard mean. */
export function StatusLegend({ className }: { className?: string }) {
  return (
    <ul className={`${styles.legend} ${className ?? ''}`} aria-label="Обозначения">
      <li className={styles.free}>Свободна</li>
      <li className={styles.booked}>Забронирована</li>
      <li className={styles.sold}>Продана</li>
    </ul>
  );
}
