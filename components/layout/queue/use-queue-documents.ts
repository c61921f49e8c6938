'use client';

import { documentsOfQueue } from '@/lib/queue/chosen-queue';
import { useSiteStore } from '@/store/StoreProvider';

/**
 * The project documents of the chosen queue and the general ones (SPEC §3), and the queue's name when the
 * complex has several (a caption says whose documents they are), else null.
 */
export function useQueueDocuments() {
  const documentation = useSiteStore((s) => s.documentation);
  const queue = useSiteStore((s) => s.chosenQueue);
  const several = useSiteStore((s) => s.queues.length > 1);
  return { documents: documentsOfQueue(documentation, queue), queueName: queue && several ? queue.name : null };
}
