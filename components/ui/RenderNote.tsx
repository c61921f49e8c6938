import clsx from 'clsx';
import type { HTMLAttributes } from 'react';
import styles from './RenderNote.module.scss';

/**
 * «Визуализация» over a render's lower corner, as advertising practice asks of a picture of a building not yet built
 * (a photograph of the site carries its date instead). Its place is set by the caller's `className`.
 */
export function RenderNote({ className, ...rest }: HTMLAttributes<HTMLSpanElement> & { 'data-n'?: number }) {
  return (
    <span {...rest} className={clsx(styles.note, className)} data-render-note="">
      Визуализация
    </span>
  );
}
