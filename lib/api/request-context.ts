import 'server-only';
import { cookies, headers } from 'next/headers';
import { clientIp, parseTrustedProxies } from '@/lib/http/client-ip';
import type { RequestContext } from './client';

/** What the API client forwards from the incoming request: CSRF token, host/port/proto, client address. */
export async function incomingRequestContext(): Promise<RequestContext> {
  const [headerList, cookieStore] = await Promise.all([headers(), cookies()]);
  return contextFromHeaders(headerList, cookieStore.get('csrftoken')?.value);
}

/** The host and protocol the visitor used, as the incoming request (or the proxy in front) says. */
export function requestOrigin(headerList: Headers): { host: string | undefined; proto: string } {
  return { host: headerList.get('x-forwarded-host') ?? headerList.get('host') ?? undefined, proto: headerList.get('x-forwarded-proto') ?? 'http' };
}

export function contextFromHeaders(headerList: Headers, csrfToken?: string): RequestContext {
  const { host: hostHeader, proto } = requestOrigin(headerList);
  const portFromHost = hostHeader?.match(/:(\d+)$/)?.[1];
  const port = headerList.get('x-forwarded-port') ?? portFromHost ?? (proto === 'https' ? '443' : '80');
  return {
    csrfToken,
    forwarded: { host: hostHeader, port, proto },
    clientIp: clientIp(headerList, parseTrustedProxies(process.env.TRUSTED_PROXIES)),
  };
}
