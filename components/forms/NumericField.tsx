'use client';

import clsx from 'clsx';
import { useId } from 'react';
import type { NumericMaskKind } from '@/lib/masks/masks';
import { typograph } from '@/lib/text/typography';
import { useNumericMask } from './use-numeric-mask';
import styles from './NumericField.module.scss';

type Props = {
  label: string;
  kind: NumericMaskKind;
  value: string;
  onValue: (value: string) => void;
  /** Called when the visitor leaves the field or presses Enter: the moment to clamp. */
  onCommit?: () => void;
  hint?: string;
  error?: string;
  /** The unit after the figure, outside the input ('₽', 'мес'). */
  unit?: string;
  className?: string;
  name: string;
};

/** A labelled numeric input with a SPEC §5 mask, a hint or an error under it (announced), a unit beside it. */
export function NumericField({ label, kind, value, onValue, onCommit, hint, error, unit, className, name }: Props) {
  const id = useId();
  const ref = useNumericMask(kind, value, onValue);
  const note = error ?? hint ? typograph(error ?? hint ?? '') : undefined;
  return (
    <div className={clsx(styles.field, className)}>
      <label htmlFor={id}>{label}</label>
      <div className={styles.control}>
        <input
          ref={ref}
          id={id}
          name={name}
          inputMode={kind === 'rate' ? 'decimal' : 'numeric'}
          autoComplete="off"
          defaultValue={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={note ? `${id}-note` : undefined}
          onBlur={onCommit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              onCommit?.();
            }
          }}
        />
        {unit ? (
          <span className={styles.unit} aria-hidden="true">
            {unit}
          </span>
        ) : null}
      </div>
      {note ? (
        <p id={`${id}-note`} className={error ? styles.error : styles.hint} aria-live="polite">
          {note}
        </p>
      ) : null}
    </div>
  );
}
