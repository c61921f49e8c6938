import styles from './SkipLink.module.scss';

/** The page's first Tab stop: straight to its content, past the header's links (shown only when focused). */
export function SkipLink() {
  return (
    <a href="#content" className={styles.skip}>
      {'Перейти к\u00a0содержанию'}
    </a>
  );
}
