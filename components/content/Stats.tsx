import styles from './Stats.module.scss';

/** Large figures with captions (highlights, project composition). */
export function Stats({ items }: { items: Array<{ value: string; label: string; description?: string }> }) {
  return (
    <dl className={styles.stats}>
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
