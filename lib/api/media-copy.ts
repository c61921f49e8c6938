import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { CMS_CACHE, CMS_RESILIENCE } from '@/lib/config/cache';
import { getEnv } from '@/lib/config/env';
import { cmsCircuit } from './circuit-breaker';
import { keepLastGood, lastGood } from './last-good';
import { serverTarget, TimeLeftPassed, untilAborted, withinMs } from './transport';

/** A picture or document of the CMS as kept: small files only (`CMS_RESILIENCE.mediaCopyMaxBytes`), base64. */
type MediaCopy = { ok: true; status: number; headers: Array<[string, string]>; base64: string } | { ok: false; tooLarge: boolean };

const KEPT_HEADERS = ['content-type', 'cache-control', 'etag', 'last-modified', 'content-disposition'];

async function fetchMedia(url: string, timeoutMs: number): Promise<MediaCopy> {
  if (!cmsCircuit.allow()) return { ok: false, tooLarge: false };
  const deadline = AbortSignal.timeout(timeoutMs);
  try {
    const read = async () => {
      const answer = await serverTarget().transport(new Request(url, { signal: deadline }));
      return { answer, bytes: answer.status >= 500 ? null : await answer.arrayBuffer() };
    };
    const { answer: response, bytes } = await untilAborted(read(), deadline);
    if (!bytes) {
      cmsCircuit.failure();
      return { ok: false, tooLarge: false };
    }
    const body = Buffer.from(bytes);
    cmsCircuit.success();
    if (body.length > CMS_RESILIENCE.mediaCopyMaxBytes) return { ok: false, tooLarge: true };
    const headers = KEPT_HEADERS.flatMap((name): Array<[string, string]> => {
      const value = response.headers.get(name);
      return value ? [[name, value]] : [];
    });
    return { ok: true, status: response.status, headers, base64: body.toString('base64') };
  } catch {
    // A file slower than its deadline is a slow file; a failed connection is the CMS down.
    if (!deadline.aborted) cmsCircuit.failure({ noAnswer: true });
    return { ok: false, tooLarge: false };
  }
}

/**
 * A CMS file (plans, facades, documents) kept in Next's cache like a CMS answer, and as the last good copy
 * (lib/api/last-good.ts), so pictures stay on the pages while the CMS is away. Failures are kept for seconds
 * only; files over the size limit are not kept (the proxy streams them).
 */
async function mediaCopy(url: string, timeoutMs: number): Promise<MediaCopy> {
  'use cache';
  cacheTag(CMS_CACHE.allTag, `${CMS_CACHE.tagPrefix}media`);
  const copy = await fetchMedia(url, timeoutMs);
  cacheLife(copy.ok || copy.tooLarge ? CMS_CACHE.profile : CMS_RESILIENCE.failure.profile);
  if (copy.ok) keepLastGood(`media:${url}`, JSON.stringify(copy));
  return copy;
}

const toResponse = (copy: Extract<MediaCopy, { ok: true }>, request: Request) => {
  const headers = new Headers(copy.headers);
  const etag = headers.get('etag');
  if (etag && request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  return new Response(request.method === 'HEAD' ? null : Buffer.from(copy.base64, 'base64'), { status: copy.status, headers });
};

/**
 * The file at `url` from its kept copy (fetched and kept on the first request), or null: stream it from the CMS.
 * `waitMs`: how long the caller may wait for the CMS (a page's render: what is left of its deadline); past it the last
 * good copy answers. Without it the file's own deadline (`mediaTimeoutMs`).
 *
 * A page's fetch has the content API's deadline, not the file's: Next finishes filling a cache entry a render started
 * before it answers, so a page whose inline plan went to a hanging CMS answered after the file's 10 s, not after its own
 * deadline (the master plan under CMS_FAULT=hang with its drawings expired: 10.1–10.2 s, three of three; e2e/faults.spec.ts).
 */
export async function keptMedia(url: string, request: Request, waitMs: number | null = null): Promise<Response | null> {
  const { API_TIMEOUT_MS } = getEnv();
  const pending = mediaCopy(url, waitMs === null ? Math.max(API_TIMEOUT_MS, CMS_RESILIENCE.mediaTimeoutMs) : API_TIMEOUT_MS);
  pending.catch(() => undefined); // it may settle after the wait, with no one waiting
  const copy = await withinMs(pending, waitMs).catch((error: unknown): MediaCopy => {
    if (error instanceof TimeLeftPassed) return { ok: false, tooLarge: false };
    throw error;
  });
  if (copy.ok) return toResponse(copy, request);
  if (copy.tooLarge) return null;
  const kept = await lastGood(`media:${url}`);
  return kept ? toResponse(JSON.parse(kept) as Extract<MediaCopy, { ok: true }>, request) : null;
}

