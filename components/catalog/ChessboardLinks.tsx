import Link from 'next/link';
import type { FilterSpecItem } from '@/lib/api/schemas';
import { genplanHref } from '@/lib/genplan/level';
import styles from './ChessboardLinks.module.scss';

type Props = { items: FilterSpecItem[]; chosen: number[] };

/**
 * The catalogue's way to a building's chessboard (шахматка): one link per building, the filtered ones
 * when the query names buildings. Nothing when the CMS gives no building filter.
 */
export function ChessboardLinks({ items, chosen }: Props) {
  const choices = items.find((item) => item.name === 'building')?.choices ?? [];
  const buildings = chosen.length ? choices.filter((choice) => chosen.includes(Number(choice.value))) : choices;
  if (!buildings.length) return null;
  return (
    <nav className={styles.links} aria-label="Шахматка корпусов" data-testid="catalog-chessboards">
      <span className={styles.caption}>Шахматка</span>
      <ul className={styles.list}>
        {buildings.map((choice) => (
          <li key={String(choice.value)}>
            <Link className={styles.link} href={genplanHref({ building: Number(choice.value), chess: true })}>
              {choice.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
