import type { CSSProperties } from 'react';
import clsx from 'clsx';
import styles from './Stats.module.scss';

type Props = {
  items: Array<{ value: string; label: string; description?: string }>;
  /** One row of as many columns as figures (a narrow column of three: none left alone on a second row), one a phone. */
  inOneRow?: boolean;
};

/** Large figures with captions (highlights, project composition). */
export function Stats({ items, inOneRow = false }: Props) {
  return (
    <dl className={clsx(styles.stats, inOneRow && styles.oneRow)} style={inOneRow ? ({ '--stats-count': items.length } as CSSProperties) : undefined}>
      {items.map((item) => (
        <div key={`${item.value}-${item.label}`} className={styles.item}>
          <dt className={styles.label}>{item.label}</dt>
          <dd className={styles.value}>{item.value}</dd>
          {item.description ? <dd className={styles.description}>{item.description}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
