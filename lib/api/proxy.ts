import 'server-only';
import { setContextHeaders } from './client';
import { keptMedia } from './media-copy';
import { allowedProxyPath } from './proxy-paths';
import { contextFromHeaders } from './request-context';
import { withoutScripts } from './pdf-scripts';
import { serverTarget } from './transport';
import { attachmentName, MEDIA_CSP, mediaDelivery } from '@/lib/validation/media-policy';

/** Request headers passed from the browser to the CMS; everything else (cookies, auth) stays here. */
const REQUEST_HEADERS = ['accept', 'accept-language', 'if-none-match', 'if-modified-since'];
/** The largest PDF the site reads to take its scripts out; a larger one is served as a download. */
const PDF_READ_MAX_BYTES = 32 * 1024 * 1024;

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
    if (kept) return safeMedia(kept, allowed.path);
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
  const answer = new Response(upstream.body, { status: upstream.status, headers: responseHeaders });
  return allowed.media ? safeMedia(answer, allowed.path) : answer;
}

/**
 * A CMS file as the site serves it (lib/validation/media-policy.ts): under a policy that runs nothing, never
 * sniffed, pictures, video and PDF inline (a PDF without its scripts: a viewer runs them whatever the policy),
 * other files as downloads, HTML and XML documents refused.
 */
async function safeMedia(answer: Response, path: string): Promise<Response> {
  if (!answer.ok) return answer;
  const delivery = mediaDelivery(answer.headers.get('content-type'));
  if (delivery === 'refused') {
    void answer.body?.cancel();
    console.error(`[api proxy] refused a media file of type "${answer.headers.get('content-type') ?? ''}": ${path}`);
    return refuse(403, 'Этот файл нельзя открыть на сайте.');
  }
  const headers = new Headers(answer.headers);
  headers.set('content-security-policy', MEDIA_CSP);
  headers.set('x-content-type-options', 'nosniff');
  if (delivery === 'attachment') headers.set('content-disposition', `attachment; filename="${attachmentName(path)}"`);
  if (delivery === 'inline' && /^application\/pdf\b/i.test(answer.headers.get('content-type') ?? '') && answer.status === 200) return pdfWithoutScripts(answer, headers, path);
  return new Response(answer.body, { status: answer.status, headers });
}

/** The PDF inline without its scripts, or as a download when it is too large or unreadable to check. */
async function pdfWithoutScripts(answer: Response, headers: Headers, path: string): Promise<Response> {
  const declared = Number(answer.headers.get('content-length'));
  const bytes = Number.isFinite(declared) && declared > PDF_READ_MAX_BYTES ? null : new Uint8Array(await answer.arrayBuffer());
  const clean = bytes && bytes.byteLength <= PDF_READ_MAX_BYTES ? await withoutScripts(bytes) : null;
  if (!clean) {
    headers.set('content-disposition', `attachment; filename="${attachmentName(path)}"`);
    return new Response(bytes ?? answer.body, { status: answer.status, headers });
  }
  if (clean !== bytes) {
    // Another file than the CMS's: its validators no longer describe it.
    for (const name of ['etag', 'last-modified', 'content-length']) headers.delete(name);
    console.warn(`[api proxy] took the scripts out of a PDF: ${path}`);
  }
  return new Response(Buffer.from(clean), { status: answer.status, headers });
}
