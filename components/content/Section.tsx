import type { ReactNode } from 'react';
import { typograph } from '@/lib/text/typography';
import styles from './Section.module.scss';

type Props = { title?: string; caption?: string; children: ReactNode; id?: string };

/** A band of a page on the site grid, with an optional caption and <h2>. */
export function Section({ title, caption, children, id }: Props) {
  return (
    <section className={styles.section} id={id} aria-label={title ? undefined : caption}>
      {caption ? <p className={styles.caption}>{typograph(caption)}</p> : null}
      {title ? <h2 className={styles.title}>{typograph(title)}</h2> : null}
      {children}
    </section>
  );
}
