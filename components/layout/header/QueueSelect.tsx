'use client';

import { useEffect, useState } from 'react';
import { Select } from '@/components/ui/Select';
import { TIMINGS_MS } from '@/lib/config/constants';
import { typograph } from '@/lib/text/typography';
import { isFirstQueue } from '@/store/site-state';
import { useSiteStore } from '@/store/StoreProvider';
import { useChooseQueue } from '../queue/use-choose-queue';
import styles from './QueueSelect.module.scss';

/** Set once the tooltip has been shown in this browser session: it appears on the visit's first page, not on every load. */
const SHOWN_KEY = 'queue-tooltip-shown';

/** The first interactions that dismiss the tooltip before its 3 s are up. */
const DISMISS_ON = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/**
 * The queue select of the header: only with more than one queue, only on desktop (CSS), with a
 * tooltip that appears on mount and hides after 3 s (SPEC §2, §4) or at the visitor's first
 * interaction — once a browser session (issue 60: it opened on every full page load). The tooltip is one line in
 * the header's own space under the select.
 */
export function QueueSelect() {
  const queues = useSiteStore((s) => s.queues);
  const chosen = useSiteStore((s) => s.chosenQueue);
  const chooseQueue = useChooseQueue();
  const [tooltip, setTooltip] = useState(false);

  useEffect(() => {
    try {
      if (window.sessionStorage.getItem(SHOWN_KEY)) return;
      window.sessionStorage.setItem(SHOWN_KEY, '1');
    } catch {
      // Storage refused (a private mode): shown on mount, as the spec says.
    }
    // eslint-disable-next-line react-hooks/set-state-in-effect -- shown once mounted, where the session is known
    setTooltip(true);
  }, []);

  useEffect(() => {
    if (!tooltip) return;
    const hide = () => setTooltip(false);
    const timer = window.setTimeout(hide, TIMINGS_MS.queueTooltip);
    for (const event of DISMISS_ON) window.addEventListener(event, hide, { once: true, passive: true, capture: true });
    return () => {
      window.clearTimeout(timer);
      for (const event of DISMISS_ON) window.removeEventListener(event, hide, { capture: true });
    };
  }, [tooltip]);

  if (queues.length <= 1 || !chosen) return null;
  const options = queues.map((queue) => ({ value: String(queue.id), label: queue.name }));
  return (
    <div className={styles.queue} data-testid="queue-select">
      <Select variant="inline" label="Очередь строительства" labelHidden options={options} value={String(chosen.id)} onChange={(id) => chooseQueue(Number(id))} />
      {tooltip ? (
        <p className={styles.tooltip} role="status" data-testid="queue-tooltip">
          {typograph(isFirstQueue(chosen) ? 'Показана первая очередь. Выберите другую здесь' : `Показана ${chosen.name.toLowerCase()}. Выберите другую здесь`)}
        </p>
      ) : null}
    </div>
  );
}
