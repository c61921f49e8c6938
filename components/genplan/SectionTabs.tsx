import Link from 'next/link';
import clsx from 'clsx';
import { genplanHref } from '@/lib/genplan/level';
import type { PlanSection } from './plan-text';
import styles from './Levels.module.scss';

/** The section switch of a building with several; `chess` keeps the chessboard. */
export function SectionTabs({ building, sections, current, chess = false }: { building: number; sections: PlanSection[]; current: number; chess?: boolean }) {
  if (sections.length <= 1) return null;
  return (
    <nav aria-label="Секции корпуса" className={styles.tabs}>
      <ul>
        {sections.map((section) => (
          <li key={section.id}>
            <Link
              href={genplanHref({ building, section: section.number, chess })}
              className={clsx(styles.tab, section.number === current && styles.currentTab)}
              aria-current={section.number === current ? 'page' : undefined}
            >
              Секция {section.number}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
