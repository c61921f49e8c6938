import clsx from 'clsx';
import type { ReactNode } from 'react';
import { typograph } from '@/lib/text/typography';
import styles from './Section.module.scss';

type Props = {
  title?: string;
  caption?: string;
  children: ReactNode;
  id?: string;
  /** Below the first screen and without popovers: rendered only when near the viewport (mixins render-when-near). */
  belowFold?: boolean;
};

/** A band of a page on the site grid, with an optional caption and <h2>. */
export function Section({ title, caption, children, id, belowFold = false }: Props) {
  return (
    <section className={clsx(styles.section, belowFold && styles.belowFold)} id={id} aria-label={title ? undefined : caption}>
      {caption ? <p className={styles.caption}>{typograph(caption)}</p> : null}
      {title ? <h2 className={styles.title}>{typograph(title)}</h2> : null}
      {children}
    </section>
  );
}
