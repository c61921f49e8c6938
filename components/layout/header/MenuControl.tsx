'use client';

import { useRef } from 'react';
import { useEarlyTap } from '@/lib/early-tap/use-early-tap';
import { useSiteStore } from '@/store/StoreProvider';
import { Menu } from '../menu/Menu';
import styles from './MenuControl.module.scss';

/** The menu button and the menu it toggles; focus returns to the button when the menu closes. */
export function MenuControl() {
  const isOpen = useSiteStore((s) => s.isOpenMenu);
  const toggleMenu = useSiteStore((s) => s.toggleMenu);
  const openMenu = useSiteStore((s) => s.openMenu);
  const button = useRef<HTMLButtonElement>(null);
  // A tap before hydration opens the menu once it can.
  const earlyTap = useEarlyTap('menu', button, openMenu);
  return (
    <>
      <button ref={button} type="button" className={styles.button} aria-expanded={isOpen} aria-haspopup="dialog" onClick={toggleMenu} {...earlyTap}>
        <span className={styles.bars} aria-hidden="true">
          <span />
          <span />
        </span>
        <span className={styles.label}>Меню</span>
      </button>
      <Menu returnFocus={button} />
    </>
  );
}
