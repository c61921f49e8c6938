import type { ReactNode } from 'react';
import { typograph } from '@/lib/text/typography';
import { typographNode } from '@/lib/text/typograph-node';
import styles from './PageHeading.module.scss';

type Props = {
  title: string;
  /** Small uppercase line above the title. */
  eyebrow?: string;
  children?: ReactNode;
  /** A tool's page (the master plan): a smaller heading, so the tool starts in the first screen. */
  compact?: boolean;
};

/** The page's one <h1>, with an optional caption above and lead text below. */
export function PageHeading({ title, eyebrow, children, compact = false }: Props) {
  return (
    <header className={compact ? `${styles.heading} ${styles.compact}` : styles.heading}>
      {eyebrow ? <p className={styles.eyebrow}>{typograph(eyebrow)}</p> : null}
      <h1 className={styles.title}>{typograph(title)}</h1>
      {children ? <div className={styles.lead}>{typographNode(children)}</div> : null}
    </header>
  );
}
