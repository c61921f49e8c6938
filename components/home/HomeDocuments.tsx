'use client';

import { useQueueDocuments } from '@/components/layout/queue/use-queue-documents';
import { WholeNumbers } from '@/components/ui/WholeNumbers';
import styles from './HomeTeasers.module.scss';

/** The project documents of the queue the visitor has chosen (SPEC §3), as the footer lists them, larger. */
export function HomeDocuments() {
  const { documents: shown, queueName } = useQueueDocuments();
  if (!shown.length) return null;
  return (
    <div className={styles.documents}>
      <p className={styles.meta}>{queueName ? `Документы: ${queueName}` : 'Документы проекта'}</p>
      <ul className={styles.documentList}>
        {shown.map((document) => (
          <li key={document.id}>
            <a href={document.file} target="_blank" rel="noopener noreferrer" className={styles.document}>
              <span className={styles.documentMark} aria-hidden="true">
                PDF
              </span>
              <WholeNumbers text={document.title} />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
