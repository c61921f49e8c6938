'use client';

import { useId, useState, type ReactNode } from 'react';
import styles from './Catalog.module.scss';

/**
 * Whether the visitor left the filters open. Each list view is a page of its own (lib/routes/list-view.ts),
 * so a filter change mounts a new disclosure: it opens as the last one was. Written only by clicks, so the
 * server (and the hydration of the first page) always starts folded.
 */
let lastOpen = false;

/** On phones and tablets the filters fold under a button; on a desktop they are always shown. */
export function FiltersDisclosure({ activeCount, children }: { activeCount: number; children: ReactNode }) {
  const [open, setOpenState] = useState(() => lastOpen);
  const setOpen = (next: boolean) => {
    lastOpen = next;
    setOpenState(next);
  };
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
