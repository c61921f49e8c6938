import 'server-only';
import { cookies } from 'next/headers';
import { QUEUE_COOKIE } from '@/lib/queue/chosen-queue';

/** The queue id the visitor chose (the session cookie), if any. */
export async function visitorQueueId(): Promise<string | undefined> {
  return (await cookies()).get(QUEUE_COOKIE.name)?.value;
}
