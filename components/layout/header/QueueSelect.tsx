'use client';

import { useEffect, useState } from 'react';
import { Select } from '@/components/ui/Select';
import { TIMINGS_MS } from '@/lib/config/constants';
import { typograph } from '@/lib/text/typography';
import { isFirstQueue } from '@/store/site-state';
import { useSiteStore } from '@/store/StoreProvider';
import { useChooseQueue } from '../queue/use-choose-queue';
import styles from './QueueSelect.module.scss';

/** The first interactions that dismiss the tooltip before its 3 s are up. */
const DISMISS_ON = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/**
 * The queue select of the header: only with more than one queue, only on desktop (CSS), with a
 * tooltip that appears on mount and hides after 3 s (SPEC §2, §4) or at the visitor's first
 * interaction. The tooltip is one line in the header's own space under the select: it covers no content.
 */
export function QueueSelect() {
  const queues = useSiteStore((s) => s.queues);
  const chosen = useSiteStore((s) => s.chosenQueue);
  const chooseQueue = useChooseQueue();
  const [tooltip, setTooltip] = useState(true);

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
