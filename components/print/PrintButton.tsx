'use client';

import styles from './PrintSheet.module.scss';

export function PrintButton() {
  return (
    <button type="button" className={styles.printButton} onClick={() => window.print()}>
      {'Распечатать или сохранить в\u00a0PDF'}
    </button>
  );
}
