import 'server-only';
import { cookies } from 'next/headers';
import type { Manager } from '@/lib/api/sales-schemas';
import { getSalesApi } from '@/lib/api/server';
import { MANAGER_SESSION_COOKIE } from '@/lib/sales/session-cookies';
import { moscowDate } from '@/lib/validation/selection-rules';

/** Who prints and when: the signed-in manager (their card goes on the sheet), or null; today's Moscow date. */
export async function printContext(): Promise<{ printedOn: string; manager: Manager | null }> {
  const token = (await cookies()).get(MANAGER_SESSION_COOKIE)?.value;
  const printedOn = moscowDate(Date.now());
  if (!token) return { printedOn, manager: null };
  try {
    return { printedOn, manager: (await getSalesApi().home(token)).manager };
  } catch {
    // An ended session or the CMS away: the sheet carries the sales office instead.
    return { printedOn, manager: null };
  }
}
