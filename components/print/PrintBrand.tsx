import { SITE_NAME } from '@/lib/config/site';
import styles from './PrintBrand.module.scss';

/** The brand on paper: the monogram and the complex's name, as the site's header sets them, and what the sheet is. */
export function PrintBrand({ caption }: { caption: string }) {
  return (
    <div className={styles.brand}>
      <span className={styles.mark} aria-hidden="true">
        В
      </span>
      <span className={styles.text}>
        <span className={styles.name}>{SITE_NAME}</span>
        <span className={styles.caption}>{caption}</span>
      </span>
    </div>
  );
}
