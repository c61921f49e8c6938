'use client';

import clsx from 'clsx';
import styles from './Segmented.module.scss';

type Props<V extends string> = {
  /** The group's accessible name. */
  label: string;
  options: ReadonlyArray<{ value: V; label: string }>;
  value: V;
  onChange: (value: V) => void;
  className?: string;
};

/** Segmented buttons: one choice of a few, all visible, equal widths; each a toggle button (aria-pressed). */
export function Segmented<V extends string>({ label, options, value, onChange, className }: Props<V>) {
  return (
    <div className={clsx(styles.segmented, className)} role="group" aria-label={label}>
      {options.map((option) => (
        <button key={option.value} type="button" className={styles.segment} aria-pressed={option.value === value} onClick={() => option.value !== value && onChange(option.value)}>
          {option.label}
        </button>
      ))}
    </div>
  );
}
