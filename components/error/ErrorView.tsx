import Link from 'next/link';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { paths } from '@/lib/config/paths';
import { errorContent } from './error-content';
import styles from './ErrorView.module.scss';

const FIGURE_VARIANT = {
  'not-found': styles.figureNotFound,
  server: styles.figureServer,
  technical: styles.figureTechnical,
} as const;

type Props = {
  status: number;
  /** Extra action, e.g. a retry button on client errors. */
  action?: ReactNode;
};

/** The error page body: a large status figure, the message of SPEC §2/§8 and a technical line. */
export function ErrorView({ status, action }: Props) {
  const content = errorContent(status);
  return (
    <section className={styles.error} aria-labelledby="error-title">
      <p className={clsx(styles.figure, FIGURE_VARIANT[content.variant])} aria-hidden="true">
        {status}
      </p>
      <div className={styles.body}>
        <h1 id="error-title" className={styles.title}>
          {content.title}
        </h1>
        <p className={styles.message}>{content.message}</p>
        <p className={styles.technical} lang={/[А-Яа-яЁё]/.test(content.technical) ? undefined : 'en'}>
          {content.technical}
        </p>
        <div className={styles.actions}>
          {action}
          {/* A lost visitor is a buyer still: the way to the flats first (issue 60: the 404 had none). */}
          {status === 404 ? (
            <Link href={paths.lots('params')} className={clsx(styles.link, styles.primary)}>
              Выбрать квартиру
            </Link>
          ) : null}
          <Link href={paths.home()} className={styles.link}>
            На главную
          </Link>
        </div>
      </div>
    </section>
  );
}
