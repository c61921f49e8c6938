'use client';

import { useId, useState, type ReactNode } from 'react';
import styles from './Catalog.module.scss';

/** On phones and tablets the filters fold under a button; on a desktop they are always shown. */
export function FiltersDisclosure({ activeCount, children }: { activeCount: number; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <button type="button" className={styles.filtersToggle} aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        Фильтры{activeCount ? ` · ${activeCount}` : ''}
      </button>
      <div id={id} className={styles.filtersBody} data-open={open}>
        {children}
      </div>
    </>
  );
}
