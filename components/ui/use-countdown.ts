'use client';

import { useCallback, useEffect, useState } from 'react';

/** A countdown in whole seconds, ticking each second: `start(seconds)` (in an event handler) sets it going. */
export function useCountdown(): [number, (seconds: number) => void] {
  const [span, setSpan] = useState({ until: 0, now: 0 });
  useEffect(() => {
    if (span.until <= span.now) return;
    const timer = setInterval(() => setSpan((current) => ({ ...current, now: Date.now() })), 1000);
    return () => clearInterval(timer);
  }, [span]);
  const start = useCallback((seconds: number) => {
    const now = Date.now();
    setSpan({ until: now + seconds * 1000, now });
  }, []);
  return [Math.max(0, Math.ceil((span.until - span.now) / 1000)), start];
}

