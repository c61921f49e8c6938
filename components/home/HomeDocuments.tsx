'use client';

import { documentsOfQueue } from '@/lib/queue/chosen-queue';
import { useSiteStore } from '@/store/StoreProvider';
import styles from './HomeTeasers.module.scss';

/** The project documents of the queue the visitor has chosen (SPEC §3), as the footer lists them, larger. */
export function HomeDocuments() {
  const documentation = useSiteStore((s) => s.documentation);
  const queue = useSiteStore((s) => s.chosenQueue);
  const queues = useSiteStore((s) => s.queues);
  const shown = documentsOfQueue(documentation, queue);
  if (!shown.length) return null;
  return (
    <div className={styles.documents}>
      <p className={styles.meta}>{queue && queues.length > 1 ? `Документы: ${queue.name}` : 'Документы проекта'}</p>
      <ul className={styles.documentList}>
        {shown.map((document) => (
          <li key={document.id}>
            <a href={document.file} target="_blank" rel="noopener noreferrer" className={styles.document}>
              <span className={styles.documentMark} aria-hidden="true">
                PDF
              </span>
              {document.title}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
