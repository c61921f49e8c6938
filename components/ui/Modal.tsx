'use client';

import clsx from 'clsx';
import { useRef, useSyncExternalStore, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { MODAL_ROOT_ID } from './modal-root';
import { CloseIcon } from './icons';
import { useFocusTrap } from './use-focus-trap';
import { useBodyScrollLock } from './use-body-scroll-lock';
import { useInertOutside } from './use-inert-outside';
import styles from './Modal.module.scss';

const noSubscription = () => () => {};

type Props = {
  open: boolean;
  onClose: () => void;
  title: string;
  /**
   * 'panel' slides from the right (callback form), 'dialog' is centred, 'fullscreen' covers the page under the
   * header (menu): the header stays visible, and the button that opened it (`returnFocus`) closes it again and
   * is part of the Tab cycle (SPEC §4: the menu button toggles the menu).
   */
  variant?: 'panel' | 'fullscreen' | 'dialog';
  /** Show the title as a visible heading (otherwise it only labels the dialog). */
  showTitle?: boolean;
  returnFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
};

/** An accessible modal: portal into the modal host, focus trapped and returned, the page behind inert, Escape and backdrop close. */
export function Modal({ open, onClose, title, variant = 'dialog', showTitle = true, returnFocus, children }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  // The host exists only in the browser: null on the server and during hydration.
  const host = useSyncExternalStore(
    noSubscription,
    () => document.getElementById(MODAL_ROOT_ID) ?? document.body,
    () => null,
  );
  // Declared before the focus trap: on closing, the page is live again before focus returns to the opener.
  useInertOutside(open && host !== null, ref, variant === 'fullscreen' ? 'header' : null);
  useFocusTrap(ref, open && host !== null, onClose, returnFocus, variant === 'fullscreen');
  useBodyScrollLock(open);

  if (!open || !host) return null;
  return createPortal(
    <div className={clsx(styles.backdrop, styles[variant])} onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div ref={ref} className={styles.window} role="dialog" aria-modal="true" aria-label={title} tabIndex={-1}>
        {variant === 'fullscreen' ? null : (
          <div className={styles.top}>
            {showTitle ? <h2 className={styles.title}>{title}</h2> : <span />}
            <button type="button" className={styles.close} onClick={onClose} aria-label="Закрыть">
              <CloseIcon />
            </button>
          </div>
        )}
        {children}
      </div>
    </div>,
    host,
  );
}
