import Link from 'next/link';
import type { NewsItem } from '@/lib/api/schemas';
import { formatDate } from '@/lib/format/number';
import { paths } from '@/lib/config/paths';
import styles from './NewsNeighbours.module.scss';

/** The newer and the older article, as the list orders them. */
export function NewsNeighbours({ previous, next }: Pick<NewsItem, 'previous' | 'next'>) {
  if (!previous && !next) return null;
  return (
    <nav className={styles.neighbours} aria-label="Другие новости">
      {next ? (
        <Link href={paths.newsItem(next.code)} className={styles.link} rel="prev">
          <span className={styles.direction}>← Новее · {formatDate(next.date)}</span>
          <span className={styles.title}>{next.title}</span>
        </Link>
      ) : (
        <span />
      )}
      {previous ? (
        <Link href={paths.newsItem(previous.code)} className={`${styles.link} ${styles.older}`} rel="next">
          <span className={styles.direction}>Раньше · {formatDate(previous.date)} →</span>
          <span className={styles.title}>{previous.title}</span>
        </Link>
      ) : null}
    </nav>
  );
}
