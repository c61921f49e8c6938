'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { paths } from '@/lib/config/paths';
import { SITE_SHORT_NAME } from '@/lib/config/site';
import styles from './Header.module.scss';

/** The logo links home, except on home itself (SPEC §2). */
export function LogoLink() {
  const pathname = usePathname();
  const mark = (
    <>
      <span className={styles.logoMark} aria-hidden="true">
        В
      </span>
      <span className={styles.logoText}>{SITE_SHORT_NAME}</span>
    </>
  );
  if (pathname === paths.home()) {
    return <span className={styles.logo}>{mark}</span>;
  }
  return (
    <Link href={paths.home()} className={styles.logo} aria-label={`${SITE_SHORT_NAME} — на главную`}>
      {mark}
    </Link>
  );
}
