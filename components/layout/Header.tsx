import { CamerasDropdown } from './header/CamerasDropdown';
import { HeaderActions } from './header/HeaderActions';
import { HeaderNav } from './header/HeaderNav';
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
        <HeaderNav />
        <QueueSelect />
        <CamerasDropdown />
        <div className={styles.end}>
          <HeaderActions />
        </div>
      </div>
    </header>
  );
}
