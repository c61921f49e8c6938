import type { LotCard } from '@/lib/api/schemas';
import { formatArea, roomsLabel } from '@/lib/format/number';
import { lotFloor } from './lot-text';
import styles from './LotFacts.module.scss';

/** What a buyer decides on, first: area, rooms, floor of floors, completion. */
export function LotFacts({ lot }: { lot: LotCard }) {
  const facts: Array<[string, string]> = [
    ['Площадь', formatArea(lot.area)],
    ...(lot.type === 'apartments' ? [['Комнаты', lot.rooms ? String(lot.rooms) : roomsLabel(lot.rooms)] as [string, string]] : []),
    ['Этаж', lotFloor(lot)],
    ['Срок сдачи', lot.completion],
  ];
  return (
    <dl className={styles.facts} data-testid="lot-facts">
      {facts.map(([label, value]) => (
        <div key={label} className={styles.fact}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
