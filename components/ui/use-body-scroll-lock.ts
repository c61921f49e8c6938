'use client';

import { useEffect } from 'react';

/** While `active`, the page under a dialog or a sheet does not scroll; its own setting comes back after. */
export function useBodyScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [active]);
}
