import type { ReactNode } from 'react';
import { typograph } from '@/lib/text/typography';
import styles from './form.module.scss';

/** The attributes that tie an input to its error: invalid, and described by the message under it. */
export const fieldAria = (id: string, error: string | undefined) => ({ 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : undefined });

/** A field's message, announced: `{id}-error`, which `fieldAria` points the input at. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className={styles.error} role="alert">
      {error}
    </p>
  ) : null;
}

/** A labelled field of a form: the caption label, the input, a help line, its error under it. */
export function Field({ id, label, error, help, children }: { id: string; label: string; error: string | undefined; help?: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children}
      {help}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A form's message that belongs to no field (the server's refusal, a session that ended), announced. */
export function FormNotice({ text }: { text: string | null }) {
  return text ? (
    <p className={styles.notice} role="alert">
      {typograph(text)}
    </p>
  ) : null;
}
