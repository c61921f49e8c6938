'use client';

import clsx from 'clsx';
import { useState, useSyncExternalStore } from 'react';
import { draftStore } from '@/lib/sales/draft-store';
import styles from './AddToSelection.module.scss';

/** A manager's toggle: the lot into the current draft selection, or out of it. */
export function AddToSelection({ lotId, title, size }: { lotId: number; title: string; size: 'small' | 'large' }) {
  const { draft, loaded } = useSyncExternalStore(draftStore.subscribe, draftStore.snapshot, draftStore.serverSnapshot);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const added = draft?.lot_ids.includes(lotId) ?? false;
  const toggle = async () => {
    setBusy(true);
    setMessage(await draftStore.toggle(lotId));
    setBusy(false);
  };
  return (
    <span className={clsx(styles.box, styles[size])}>
      <button
        type="button"
        className={clsx(styles.button, added && styles.on)}
        aria-pressed={added}
        aria-label={added ? `Убрать из подборки: ${title}` : `В подборку: ${title}`}
        disabled={busy || !loaded}
        title={size === 'small' ? (added ? 'Убрать из подборки' : 'В подборку') : undefined}
        onClick={() => void toggle()}
      >
        {size === 'small' ? (
          <span aria-hidden="true" className={styles.glyph}>
            {added ? '✓' : '+'}
          </span>
        ) : added ? (
          'В\u00a0подборке'
        ) : (
          'В\u00a0подборку'
        )}
      </button>
      {message ? (
        <span className={styles.error} role="alert">
          {message}
        </span>
      ) : null}
    </span>
  );
}
