'use client';

import { usePathname } from 'next/navigation';
import { IntentLink } from '@/components/ui/IntentLink';
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
    <IntentLink href={paths.home()} className={styles.logo} aria-label={`${SITE_SHORT_NAME} — на главную`}>
      {mark}
    </IntentLink>
  );
}
