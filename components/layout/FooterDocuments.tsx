'use client';

import { useQueueDocuments } from './queue/use-queue-documents';
import { WholeNumbers } from '@/components/ui/WholeNumbers';
import styles from './Footer.module.scss';

/** The project documents of the chosen queue and the general ones (SPEC §2 footer, §3 documentation). */
export function FooterDocuments() {
  const { documents: shown, queueName } = useQueueDocuments();
  if (!shown.length) return null;
  return (
    <div className={styles.documents} data-testid="footer-documents">
      <p className={styles.caption}>{queueName ? `Документы: ${queueName}` : 'Документы'}</p>
      <ul>
        {shown.map((document) => (
          <li key={document.id}>
            <a href={document.file} target="_blank" rel="noopener noreferrer">
              <WholeNumbers text={document.title} />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
