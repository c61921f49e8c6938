import { STALE_NOTICE } from './outage-texts';
import styles from './StaleDataNotice.module.scss';

/** The quiet line over a page rendered from last-good data while the CMS is unavailable. */
export function StaleDataNotice() {
  return (
    <p className={styles.notice} role="note" data-stale-notice="">
      {STALE_NOTICE}
    </p>
  );
}
