import 'server-only';
import { cookies, headers } from 'next/headers';
import type { RequestContext } from './client';

/** What the API client forwards from the incoming request: CSRF token, host/port/proto, client address. */
export async function incomingRequestContext(): Promise<RequestContext> {
  const [headerList, cookieStore] = await Promise.all([headers(), cookies()]);
  return contextFromHeaders(headerList, cookieStore.get('csrftoken')?.value);
}

export function contextFromHeaders(headerList: Headers, csrfToken?: string): RequestContext {
  const hostHeader = headerList.get('x-forwarded-host') ?? headerList.get('host') ?? undefined;
  const proto = headerList.get('x-forwarded-proto') ?? 'http';
  const portFromHost = hostHeader?.match(/:(\d+)$/)?.[1];
  const port = headerList.get('x-forwarded-port') ?? portFromHost ?? (proto === 'https' ? '443' : '80');
  const clientIp = headerList.get('x-forwarded-for')?.split(',')[0]?.trim() || headerList.get('x-real-ip') || undefined;
  return {
    csrfToken,
    forwarded: { host: hostHeader, port, proto },
    clientIp,
  };
}
