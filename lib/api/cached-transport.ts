import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { CMS_CACHE } from '@/lib/config/cache';
import { endpointTag } from '@/lib/cache/tags';
import type { Transport } from './client';
import { serverTarget } from './transport';

/** What a cached CMS answer keeps: enough to rebuild the Response the API client reads. */
type CachedAnswer = { status: number; contentType: string; body: string };

/** Answers worth keeping: content and the CMS's verdicts on a request (404, 400). Failures (5xx, 408, 429) never are. */
const CACHEABLE = (status: number) => status < 500 && status !== 408 && status !== 429;

/** Thrown out of the cached scope for an answer that must not be kept; the client rebuilds it. */
const UNCACHEABLE = 'cms-uncacheable-answer:';

/**
 * One GET of the content API, kept in Next's cache (`'use cache'`) under the tag of its endpoint and
 * the tag of the whole CMS, for the `cms` cache life; the revalidation webhook (app/api/revalidate)
 * expires them when the CMS changes. The URL and the request headers (the site's own forwarded
 * host, never a visitor's) are the key.
 */
async function cachedAnswer(url: string, headers: Array<[string, string]>): Promise<CachedAnswer> {
  'use cache';
  cacheLife(CMS_CACHE.profile);
  cacheTag(CMS_CACHE.allTag, endpointTag(new URL(url).pathname));
  const response = await serverTarget().transport(new Request(url, { headers }));
  const body = await response.text();
  if (!CACHEABLE(response.status)) throw new Error(`${UNCACHEABLE}${JSON.stringify({ status: response.status, body: body.slice(0, 4000) })}`);
  return { status: response.status, contentType: response.headers.get('content-type') ?? 'application/json', body };
}

/** An uncacheable answer, rebuilt from the error the cached scope threw (the client then reports its status). */
function uncacheableAnswer(error: unknown): Response | null {
  const message = error instanceof Error ? error.message : '';
  const at = message.indexOf(UNCACHEABLE);
  if (at < 0) return null;
  try {
    const { status, body } = JSON.parse(message.slice(at + UNCACHEABLE.length)) as { status: number; body: string };
    return new Response(body, { status, headers: { 'content-type': 'application/json' } });
  } catch {
    return null;
  }
}

/** The server transport with GETs served from the cache; other methods go straight to the CMS. */
export const cachingTransport: Transport = async (request) => {
  if (request.method !== 'GET') return serverTarget().transport(request);
  try {
    const answer = await cachedAnswer(request.url, [...request.headers]);
    return new Response(answer.body, { status: answer.status, headers: { 'content-type': answer.contentType } });
  } catch (error) {
    const answer = uncacheableAnswer(error);
    if (answer) return answer;
    throw error;
  }
};
