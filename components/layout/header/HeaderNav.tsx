'use client';

import Link from 'next/link';
import { paths } from '@/lib/config/paths';
import { useLotsHref } from '../queue/use-catalogue-href';
import styles from '../Header.module.scss';

/** The header's quick links (SPEC §2): the apartments by parameters (in the chosen queue) and the construction progress. */
export function HeaderNav() {
  const apartments = useLotsHref('params');
  return (
    <nav className={styles.nav} aria-label="Основная навигация">
      <Link href={apartments} className={styles.navLink}>
        Квартиры
      </Link>
      <Link href={paths.progress()} className={styles.navLink}>
        Ход строительства
      </Link>
    </nav>
  );
}
