'use client';

import { documentsOfQueue } from '@/lib/queue/chosen-queue';
import { useSiteStore } from '@/store/StoreProvider';
import styles from './Footer.module.scss';

/** The project documents of the chosen queue and the general ones (SPEC §2 footer, §3 documentation). */
export function FooterDocuments() {
  const documentation = useSiteStore((s) => s.documentation);
  const queue = useSiteStore((s) => s.chosenQueue);
  const queues = useSiteStore((s) => s.queues);
  const shown = documentsOfQueue(documentation, queue);
  if (!shown.length) return null;
  return (
    <div className={styles.documents} data-testid="footer-documents">
      <p className={styles.caption}>{queue && queues.length > 1 ? `Документы: ${queue.name}` : 'Документы'}</p>
      <ul>
        {shown.map((document) => (
          <li key={document.id}>
            <a href={document.file} target="_blank" rel="noopener noreferrer">
              {document.title}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
