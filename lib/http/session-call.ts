import 'server-only';
import { ApiError } from '@/lib/api/client';
import { publicOrigin } from '@/lib/api/request-context';
import { getEnv } from '@/lib/config/env';
import { clientIp, parseTrustedProxies } from './client-ip';
import { cookieValue } from './cookies';
import { CSRF_COOKIE, CSRF_HEADER } from './csrf';
import { readLimitedJsonObject } from './read-json';
import { fromThisSite } from './same-origin';


/** A JSON answer never kept by a cache (it is one person's). */
export function noStoreJson(status: number, body: object, extra?: HeadersInit): Response {
  const headers = new Headers(extra);
  headers.set('cache-control', 'no-store');
  return Response.json(body, { status, headers });
}

/** Whose session a call carries: the httpOnly cookie with the CMS's token, the Set-Cookie values that end it, what to say when the CMS is away. */
export type SessionKind = {
  cookie: string;
  endCookies: (secure: boolean) => string[];
  unavailable: () => string;
  foreignPage: string;
  maxBodyBytes: number;
};

export type SessionCallContext = { request: Request; token: string | undefined; ip: string; body: Record<string, unknown> };
type Options = { needsSession?: boolean; write?: boolean };

export const isSecure = (request: Request) => publicOrigin(request.headers).proto === 'https';

/** The Set-Cookie headers that end a session (its cookies emptied). */
export function endSessionHeaders(kind: SessionKind, request: Request): Headers {
  const headers = new Headers();
  for (const cookie of kind.endCookies(isSecure(request))) headers.append('set-cookie', cookie);
  return headers;
}

/**
 * One call from the browser to a session's handlers on the site's origin (online booking, the managers' pages): only
 * from this site's pages; writes only with the double-submit CSRF token (X-CSRFToken equal to the `csrftoken` cookie)
 * and a JSON body within the kind's limit; the session's token from its httpOnly cookie, never from the page. The
 * CMS's own refusals (4xx and 502) pass through with their Russian messages; when the CMS cannot be reached, 503.
 */
export async function sessionCall(kind: SessionKind, request: Request, work: (call: SessionCallContext) => Promise<Response>, options: Options = {}): Promise<Response> {
  if (!fromThisSite(request)) return noStoreJson(403, { detail: kind.foreignPage });
  const cookies = request.headers.get('cookie');
  if (options.write ?? request.method !== 'GET') {
    const cookie = cookieValue(cookies, CSRF_COOKIE);
    const header = request.headers.get(CSRF_HEADER);
    if (!cookie || cookie.length < 16 || header !== cookie) return noStoreJson(403, { detail: 'Не удалось проверить запрос. Обновите страницу и попробуйте ещё раз.' });
  }
  const token = cookieValue(cookies, kind.cookie) || undefined;
  if (options.needsSession && !token) return noStoreJson(401, { detail: 'Подтвердите номер телефона кодом из SMS.' });
  let body: Record<string, unknown> = {};
  if (request.method === 'POST' || request.method === 'PATCH') {
    const read = await readLimitedJsonObject(request, kind.maxBodyBytes);
    if (!read.ok) return noStoreJson(read.status, { detail: 'Не удалось прочитать запрос. Обновите страницу и попробуйте ещё раз.' });
    body = read.body;
  }
  const ip = clientIp(request.headers, parseTrustedProxies(getEnv().TRUSTED_PROXIES));
  try {
    return await work({ request, token, ip, body });
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'http' && error.status !== null && (error.status < 500 || error.status === 502)) {
      const answer = (error.body as Record<string, unknown> | null) ?? { detail: 'Запрос не выполнен.' };
      // The CMS no longer knows the session (it ended or expired): the site forgets it too.
      const headers = error.status === 401 && token ? endSessionHeaders(kind, request) : new Headers();
      if (typeof answer.retry_after === 'number') headers.set('retry-after', String(answer.retry_after));
      return noStoreJson(error.status, answer, headers);
    }
    console.error('[session call] the CMS did not answer:', error instanceof Error ? error.message : error);
    return noStoreJson(503, { detail: kind.unavailable() });
  }
}
