import 'server-only';
import { setContextHeaders } from './client';
import { contextFromHeaders } from './request-context';
import { serverTarget } from './transport';

/** Request headers passed from the browser to the CMS; everything else (cookies, auth) stays here. */
const REQUEST_HEADERS = ['accept', 'accept-language', 'content-type', 'x-csrftoken', 'if-none-match', 'if-modified-since'];
/** Response headers passed back to the browser. */
const RESPONSE_HEADERS = ['content-type', 'cache-control', 'etag', 'last-modified', 'content-disposition', 'retry-after'];

/**
 * Same-origin /api/* for calls from the browser: the embedded CMS by default, or a streaming proxy
 * to API_BASE_URL with a header allow-list.
 */
export async function proxyToContentApi(request: Request): Promise<Response> {
  const incoming = new URL(request.url);
  const target = serverTarget();
  const url = new URL(`${incoming.pathname}${incoming.search}`, target.baseUrl);

  const headers = new Headers();
  for (const name of REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const csrf = /(?:^|;\s*)csrftoken=([^;]+)/.exec(request.headers.get('cookie') ?? '')?.[1];
  if (csrf) headers.set('cookie', `csrftoken=${csrf}`);
  setContextHeaders(headers, contextFromHeaders(request.headers));

  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  let upstream: Response;
  try {
    upstream = await target.transport(
      new Request(url, {
        method: request.method,
        headers,
        body: hasBody ? request.body : undefined,
        // Streams the body through instead of buffering it.
        ...(hasBody ? { duplex: 'half' } : {}),
        redirect: 'manual',
        signal: AbortSignal.timeout(15_000),
      } as RequestInit),
    );
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
