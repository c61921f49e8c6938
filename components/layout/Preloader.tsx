'use client';

import { useEffect } from 'react';
import clsx from 'clsx';
import { TIMINGS_MS } from '@/lib/config/constants';
import { useSiteStore, useSiteStoreApi } from '@/store/StoreProvider';
import styles from './Preloader.module.scss';

/** A line at the top edge, hidden about 500 ms after mount (SPEC §2, §4); it never covers the server-rendered page. Content is marked loaded once. */
export function Preloader() {
  const visible = useSiteStore((s) => s.isPreloaderVisible);
  const store = useSiteStoreApi();

  useEffect(() => {
    store.getState().markContentLoaded();
    const timer = window.setTimeout(() => store.getState().hidePreloader(), TIMINGS_MS.preloader);
    return () => window.clearTimeout(timer);
  }, [store]);

  return <div className={clsx(styles.preloader, !visible && styles.hidden)} aria-hidden="true" data-testid="preloader" />;
}
