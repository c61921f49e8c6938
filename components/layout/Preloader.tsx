'use client';

import { useEffect, useState } from 'react';
import clsx from 'clsx';
import { TIMINGS_MS } from '@/lib/config/constants';
import styles from './Preloader.module.scss';

/** Covers the first paint and hides about 500 ms after mount (SPEC §2, §4). */
export function Preloader() {
  const [visible, setVisible] = useState(true);

  useEffect(() => {
    const timer = window.setTimeout(() => setVisible(false), TIMINGS_MS.preloader);
    return () => window.clearTimeout(timer);
  }, []);

  return <div className={clsx(styles.preloader, !visible && styles.hidden)} aria-hidden="true" data-testid="preloader" />;
}
