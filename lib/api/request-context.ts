import 'server-only';
import { cookies, headers } from 'next/headers';
import { clientIp, parseTrustedProxies } from '@/lib/http/client-ip';
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
  return {
    csrfToken,
    forwarded: { host: hostHeader, port, proto },
    clientIp: clientIp(headerList, parseTrustedProxies(process.env.TRUSTED_PROXIES)),
  };
}
