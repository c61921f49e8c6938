import { typograph } from '@/lib/text/typography';
import { PrintButton } from './PrintButton';
import styles from './PrintSheet.module.scss';

/** Above the sheets on screen only: what this is and the button that prints it or saves it as a PDF. */
export function PrintToolbar({ hint }: { hint: string }) {
  return (
    <div className={styles.toolbar}>
      <p>{typograph(hint)}</p>
      <PrintButton />
    </div>
  );
}
