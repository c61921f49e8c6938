'use client';

import clsx from 'clsx';
import { useEffect, useState } from 'react';
import { Dropdown } from '@/components/ui/Dropdown';
import { TIMINGS_MS } from '@/lib/config/constants';
import { isFirstQueue } from '@/store/site-state';
import { useSiteStore } from '@/store/StoreProvider';
import { useChooseQueue } from '../queue/use-choose-queue';
import styles from './QueueSelect.module.scss';

/**
 * The queue dropdown of the header: only with more than one queue, only on desktop (CSS), with a
 * tooltip that appears on mount and hides after 3 s (SPEC §2, §4).
 */
export function QueueSelect() {
  const queues = useSiteStore((s) => s.queues);
  const chosen = useSiteStore((s) => s.chosenQueue);
  const chooseQueue = useChooseQueue();
  const [tooltip, setTooltip] = useState(true);

  useEffect(() => {
    const timer = window.setTimeout(() => setTooltip(false), TIMINGS_MS.queueTooltip);
    return () => window.clearTimeout(timer);
  }, []);

  if (queues.length <= 1 || !chosen) return null;
  return (
    <div className={styles.queue} data-testid="queue-select">
      <Dropdown label={chosen.name} ariaLabel={`Очередь строительства: ${chosen.name}`}>
        {(close) => (
          <ul className={styles.options}>
            {queues.map((queue) => (
              <li key={queue.id}>
                <button
                  type="button"
                  className={clsx(styles.option, queue.id === chosen.id && styles.active)}
                  aria-pressed={queue.id === chosen.id}
                  onClick={() => {
                    chooseQueue(queue.id);
                    close();
                  }}
                >
                  {queue.name}
                </button>
              </li>
            ))}
          </ul>
        )}
      </Dropdown>
      {tooltip ? (
        <p className={styles.tooltip} role="status">
          {isFirstQueue(chosen) ? 'Показана первая очередь. Выберите другую здесь' : `Показана ${chosen.name.toLowerCase()}. Выберите другую здесь`}
        </p>
      ) : null}
    </div>
  );
}
