import styles from './ErrorFallback.module.scss';

type Props = { details: string };

/**
 * Shown when the error page itself fails (SPEC §2): an error notice, the details and a link home.
 * Plain markup only, so that nothing here can fail in turn. A plain <a> reloads the app from scratch.
 */
export function ErrorFallback({ details }: Props) {
  return (
    <section className={styles.fallback} role="alert">
      <h1 className={styles.title}>Произошла ошибка</h1>
      <p>Страница не может быть показана. Попробуйте вернуться на главную.</p>
      <pre className={styles.details}>{details}</pre>
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full reload is the point */}
      <a href="/" className={styles.link}>
        Вернуться на главную
      </a>
    </section>
  );
}
