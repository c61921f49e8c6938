import Link from 'next/link';
import clsx from 'clsx';
import styles from './Pagination.module.scss';

type Props = { page: number; pages: number; href: (page: number) => string; label: string };

/** Page links: first, last, and two around the current page. */
export function Pagination({ page, pages, href, label }: Props) {
  if (pages <= 1) return null;
  const shown = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pages])].filter((p) => p >= 1 && p <= pages).sort((a, b) => a - b);
  return (
    <nav className={styles.pagination} aria-label={label}>
      <ul>
        {shown.map((p, index) => (
          <li key={p}>
            {index > 0 && p - (shown[index - 1] ?? p) > 1 ? <span className={styles.gap} aria-hidden="true">…</span> : null}
            <Link href={href(p)} className={clsx(styles.link, p === page && styles.current)} aria-current={p === page ? 'page' : undefined}>
              {p}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
