'use client';

import clsx from 'clsx';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { dropdownDirection } from '@/lib/hooks/dropdown-direction';
import { ChevronIcon } from './icons';
import styles from './Dropdown.module.scss';

type Props = {
  label: ReactNode;
  /** Accessible name of the trigger when the visible label is not enough. */
  ariaLabel?: string;
  className?: string;
  children: (close: () => void) => ReactNode;
};

/** A disclosure dropdown: opens upward near the bottom of the screen, closes on outside click and Escape. */
export function Dropdown({ label, ariaLabel, className, children }: Props) {
  const [open, setOpen] = useState(false);
  const [direction, setDirection] = useState<'down' | 'up'>('down');
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const toggle = () => {
    if (!open && button.current) setDirection(dropdownDirection(button.current.getBoundingClientRect().bottom, window.innerHeight));
    setOpen(!open);
  };

  return (
    <div ref={root} className={clsx(styles.dropdown, className)}>
      <button ref={button} type="button" className={styles.trigger} aria-expanded={open} aria-controls={id} aria-label={ariaLabel} onClick={toggle}>
        {label}
        <ChevronIcon className={clsx(styles.chevron, open && styles.chevronOpen)} />
      </button>
      <div id={id} className={clsx(styles.list, direction === 'up' && styles.up)} hidden={!open}>
        {children(() => setOpen(false))}
      </div>
    </div>
  );
}
