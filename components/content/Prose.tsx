import { sanitizeCmsHtml } from '@/lib/html/sanitize';
import styles from './Prose.module.scss';

/** Long-form HTML from the CMS, sanitized on the server. */
export function Prose({ html }: { html: string }) {
  return <div className={styles.prose} dangerouslySetInnerHTML={{ __html: sanitizeCmsHtml(html) }} />;
}
