import Link from 'next/link';
import clsx from 'clsx';
import type { Queue } from '@/lib/api/schemas';
import styles from './QueueTabs.module.scss';

type Props = { queues: readonly Queue[]; shown: Queue; href: (queue: Queue) => string; label: string };

/** Links to the same page for each queue (only when there are several), the shown one marked. */
export function QueueTabs({ queues, shown, href, label }: Props) {
  if (queues.length <= 1) return null;
  return (
    <nav className={styles.tabs} aria-label={label}>
      <ul>
        {queues.map((queue) => (
          <li key={queue.id}>
            <Link
              href={href(queue)}
              className={clsx(styles.tab, queue.id === shown.id && styles.current)}
              aria-current={queue.id === shown.id ? 'page' : undefined}
              scroll={false}
            >
              {queue.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
