import type { ReactNode } from 'react';
import { typographNode } from '@/lib/text/typograph-node';
import styles from './Lead.module.scss';

/** A paragraph of lead text in the reading measure. */
export function Lead({ children }: { children: ReactNode }) {
  return <p className={styles.lead}>{typographNode(children)}</p>;
}
