import 'server-only';
import { setContextHeaders } from './client';
import { keptMedia } from './media-copy';
import { allowedProxyPath } from './proxy-paths';
import { contextFromHeaders } from './request-context';
import { serverTarget } from './transport';

/** Request headers passed from the browser to the CMS; everything else (cookies, auth) stays here. */
const REQUEST_HEADERS = ['accept', 'accept-language', 'if-none-match', 'if-modified-since'];
/** Response headers passed back to the browser. */
const RESPONSE_HEADERS = ['content-type', 'cache-control', 'etag', 'last-modified', 'content-disposition', 'retry-after'];

const refuse = (status: number, detail: string, headers?: HeadersInit) => Response.json({ detail }, { status, headers });

/**
 * Same-origin /api/* for reads from the browser: the public GET endpoints and media only
 * (lib/api/proxy-paths.ts), to the embedded CMS by default or streamed from API_BASE_URL with a header
 * allow-list; media from their kept copy (lib/api/media-copy.ts), so pictures stay while the CMS is away.
 * Writes never pass: leads go to the site's own handlers, which check them first.
 */
export async function proxyToContentApi(request: Request): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return refuse(405, 'Этот адрес принимает только запросы на чтение.', { allow: 'GET, HEAD' });
  }
  const incoming = new URL(request.url);
  const allowed = allowedProxyPath(incoming.pathname);
  if (!allowed.ok) return refuse(allowed.status, allowed.status === 400 ? 'Неверный адрес запроса.' : 'Не найдено.');
  const target = serverTarget();
  const url = new URL(`${allowed.path}${incoming.search}`, target.baseUrl);
  if (allowed.media) {
    const kept = await keptMedia(url.href, request);
    if (kept) return kept;
  }

  const headers = new Headers();
  for (const name of REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  setContextHeaders(headers, contextFromHeaders(request.headers));

  let upstream: Response;
  try {
    upstream = await target.transport(new Request(url, { method: request.method, headers, redirect: 'manual', signal: AbortSignal.timeout(15_000) }));
  } catch (error) {
    console.error('[api proxy] upstream failed:', error instanceof Error ? error.message : error);
    return Response.json({ detail: 'Сервис временно недоступен. Попробуйте позже.' }, { status: 502 });
  }
  const responseHeaders = new Headers();
  for (const name of RESPONSE_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) responseHeaders.set(name, value);
  }
  return new Response(upstream.body, { status: upstream.status, headers: responseHeaders });
}
