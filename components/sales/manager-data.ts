import 'server-only';
import { cookies } from 'next/headers';
import { ApiError } from '@/lib/api/client';
import { getSalesApi } from '@/lib/api/server';
import type { SalesApi } from '@/lib/api/sales-endpoints';
import { MANAGER_SESSION_COOKIE } from '@/lib/sales/session-cookies';

/** What a manager's page gets: nothing without a session, the CMS's "no" for an ended one, or the data. */
export type ManagerData<T> = { kind: 'signed-out' } | { kind: 'expired' } | { kind: 'unavailable' } | { kind: 'missing'; detail: string } | { kind: 'ok'; data: T; now: number };

/** Reads the manager's data with the session from the cookie (uncached: it is one person's). */
export async function loadForManager<T>(read: (api: SalesApi, token: string) => Promise<T>): Promise<ManagerData<T>> {
  const token = (await cookies()).get(MANAGER_SESSION_COOKIE)?.value;
  if (!token) return { kind: 'signed-out' };
  try {
    // `now`: the moment the page is rendered for (views "вчера в 18:40", the editor's first allowed day).
    return { kind: 'ok', data: await read(getSalesApi(), token), now: Date.now() };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { kind: 'expired' };
    if (error instanceof ApiError && (error.status === 403 || error.status === 404)) {
      const detail = (error.body as { detail?: unknown } | null)?.detail;
      return { kind: 'missing', detail: typeof detail === 'string' ? detail : 'Подборка не найдена.' };
    }
    console.error('[manager] the CMS did not answer:', error instanceof Error ? error.message : error);
    return { kind: 'unavailable' };
  }
}
