'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { TIMINGS_MS } from '@/lib/config/constants';

/**
 * Which main item's children are shown: opens at once on hover or focus, closes 300 ms after the
 * pointer leaves (SPEC §9), so moving diagonally to the child column does not lose it.
 */
export function useHoverIntent<T>(initial: T | null) {
  const [current, setCurrent] = useState<T | null>(initial);
  const timer = useRef<number | undefined>(undefined);
  const cancel = useCallback(() => window.clearTimeout(timer.current), []);
  const open = useCallback(
    (value: T) => {
      cancel();
      setCurrent(value);
    },
    [cancel],
  );
  const scheduleClose = useCallback(() => {
    cancel();
    timer.current = window.setTimeout(() => setCurrent(null), TIMINGS_MS.childMenuCloseDelay);
  }, [cancel]);
  useEffect(() => cancel, [cancel]);
  return { current, open, scheduleClose, cancel };
}
