import Link from 'next/link';
import { paths } from '@/lib/config/paths';
import { CamerasDropdown } from './header/CamerasDropdown';
import { HeaderActions } from './header/HeaderActions';
import { MenuControl } from './header/MenuControl';
import { QueueSelect } from './header/QueueSelect';
import { LogoLink } from './LogoLink';
import styles from './Header.module.scss';

/** Site header (SPEC §2). Used by the default layout and, alone, by the error layout. */
export function Header() {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <LogoLink />
        <MenuControl />
        <nav className={styles.nav} aria-label="Основная навигация">
          <Link href={paths.lots('params')} className={styles.navLink}>
            Квартиры
          </Link>
          <Link href={paths.progress()} className={styles.navLink}>
            Ход строительства
          </Link>
        </nav>
        <QueueSelect />
        <CamerasDropdown />
        <div className={styles.end}>
          <HeaderActions />
        </div>
      </div>
    </header>
  );
}
