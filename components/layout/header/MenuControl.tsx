'use client';

import { useRef } from 'react';
import { useSiteStore } from '@/store/StoreProvider';
import { Menu } from '../menu/Menu';
import styles from './MenuControl.module.scss';

/** The menu button and the menu it toggles; focus returns to the button when the menu closes. */
export function MenuControl() {
  const isOpen = useSiteStore((s) => s.isOpenMenu);
  const toggleMenu = useSiteStore((s) => s.toggleMenu);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={button} type="button" className={styles.button} aria-expanded={isOpen} aria-haspopup="dialog" onClick={toggleMenu}>
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
