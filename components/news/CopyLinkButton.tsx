'use client';

import { useState } from 'react';
import styles from './NewsShare.module.scss';

/** Copies the article's address; says so, or says how to copy it by hand when the browser refuses. */
export function CopyLinkButton({ url }: { url: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  return (
    <button
      type="button"
      className={styles.link}
      onClick={() =>
        navigator.clipboard
          .writeText(url)
          .then(() => setState('copied'))
          .catch(() => setState('failed'))
      }
    >
      {state === 'copied' ? 'Ссылка скопирована' : state === 'failed' ? 'Не удалось скопировать: выделите адрес в строке браузера' : 'Скопировать ссылку'}
    </button>
  );
}
