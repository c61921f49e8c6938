import 'server-only';
import { cookies, headers } from 'next/headers';
import { getEnv } from '@/lib/config/env';
import { clientIp, parseTrustedProxies } from '@/lib/http/client-ip';
import type { RequestContext } from './client';

/** What the API client forwards from the incoming request: CSRF token, the public host/port/proto, client address. */
export async function incomingRequestContext(): Promise<RequestContext> {
  const [headerList, cookieStore] = await Promise.all([headers(), cookies()]);
  return contextFromHeaders(headerList, cookieStore.get('csrftoken')?.value);
}

export type OriginPolicy = { siteUrl: string; trustedProxies: readonly string[] };

function originPolicy(): OriginPolicy {
  const env = getEnv();
  return { siteUrl: env.SITE_URL, trustedProxies: parseTrustedProxies(env.TRUSTED_PROXIES) };
}

/**
 * The site's public host and protocol: SITE_URL, or X-Forwarded-Host/-Proto when the request came
 * through a proxy in TRUSTED_PROXIES (the peer address recorded by scripts/server.mjs). A visitor's own
 * X-Forwarded-Host or Host header never reaches pagination links, share URLs or the CMS.
 */
export function publicOrigin(headerList: Headers, policy: OriginPolicy = originPolicy()): { host: string; port: string; proto: string } {
  const site = new URL(policy.siteUrl);
  const siteProto = site.protocol.replace(':', '');
  const peer = (headerList.get('x-peer-address') ?? '').replace(/^::ffff:/, '');
  const forwardedHost = headerList.get('x-forwarded-host')?.split(',')[0]?.trim();
  if (peer && policy.trustedProxies.includes(peer) && forwardedHost && /^[a-z0-9.-]+(:\d{1,5})?$/i.test(forwardedHost)) {
    const forwardedProto = headerList.get('x-forwarded-proto')?.split(',')[0]?.trim();
    const proto = forwardedProto === 'https' || forwardedProto === 'http' ? forwardedProto : siteProto;
    const port = forwardedHost.match(/:(\d+)$/)?.[1] ?? headerList.get('x-forwarded-port') ?? (proto === 'https' ? '443' : '80');
    return { host: forwardedHost, port, proto };
  }
  return { host: site.host, port: site.port || (siteProto === 'https' ? '443' : '80'), proto: siteProto };
}

export function contextFromHeaders(headerList: Headers, csrfToken?: string, policy: OriginPolicy = originPolicy()): RequestContext {
  return {
    csrfToken,
    forwarded: publicOrigin(headerList, policy),
    clientIp: clientIp(headerList, policy.trustedProxies),
  };
}
