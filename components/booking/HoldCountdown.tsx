'use client';

import { useEffect, useState } from 'react';

const pad = (n: number) => String(n).padStart(2, '0');

/** 'Осталось 23:59:58', ticking each second; 'Время брони вышло' at the end. The server HTML has the end time beside it. */
export function HoldCountdown({ until }: { until: string }) {
  const end = Date.parse(until);
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    const tick = () => setNow(Date.now());
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, []);
  if (now === null) return null;
  const left = Math.max(0, Math.floor((end - now) / 1000));
  return (
    <p aria-live="off" data-testid="hold-countdown">
      {left > 0 ? `Осталось ${pad(Math.floor(left / 3600))}:${pad(Math.floor((left % 3600) / 60))}:${pad(left % 60)}` : 'Время брони вышло'}
    </p>
  );
}
