import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { CMS_CACHE, CMS_RESILIENCE } from '@/lib/config/cache';
import { getEnv } from '@/lib/config/env';
import { endpointTag } from '@/lib/cache/tags';
import { keepLastGood } from './last-good';
import { cmsCircuit } from './circuit-breaker';
import { schemaByName } from './schema-names';
import { serverTarget, untilAborted } from './transport';

/**
 * A CMS answer worth keeping: content that matches its schema, parsed and validated (the schema's output: its prose
 * typographed, its dropped links gone), or the CMS's verdict on a request (404, 400) as its JSON. Kept as data, so a
 * page that reads it from the cache neither parses nor validates it again (issue 62).
 */
export type CmsAnswer = { status: number; data: unknown; validated: boolean };

/**
 * What one call to the CMS gave. A failure is a value, never an error thrown out of `'use cache'`: Next
 * records such an error for the page, which then answers 500 even when the caller handled it. A failure
 * is kept only for seconds (the `cms-failure` life), so the CMS is asked again soon.
 * `status` and `body` are the CMS's when it answered (a 5xx), null and '' when it did not.
 */
export type CmsOutcome = { ok: true; answer: CmsAnswer } | { ok: false; status: number | null; body: string; reason: string };

function failed(reason: string, status: number | null = null, body = '', noAnswer = false): CmsOutcome {
  cmsCircuit.failure({ noAnswer });
  return { ok: false, status, body: body.slice(0, 4000), reason };
}

async function askCms(url: string, headers: Array<[string, string]>, schema: string | undefined): Promise<CmsOutcome> {
  if (!cmsCircuit.allow()) return { ok: false, status: null, body: '', reason: 'the CMS failed a moment ago: the circuit is open' };
  // The answer and its body within the timeout, whatever the fetch below does with the signal (transport.ts).
  const signal = AbortSignal.timeout(getEnv().API_TIMEOUT_MS);
  const read = serverTarget().transport(new Request(url, { headers, signal })).then(async (answer) => ({ response: answer, body: await answer.text() }));
  // No answer at all (a timeout, a refused connection): the breaker opens at once, the next call would wait as long.
  const got = await untilAborted(read, signal).catch((error: unknown) => failed(error instanceof Error ? error.message : String(error), null, '', true));
  if (!('response' in got)) return got;
  const { response, body } = got;
  if (response.status >= 500 || response.status === 408 || response.status === 429) return failed(`HTTP ${response.status}`, response.status, body);
  let json: unknown;
  try {
    json = body ? JSON.parse(body) : null;
  } catch {
    if (response.ok) return failed(`the answer is not JSON (HTTP ${response.status})`);
    json = null;
  }
  const check = response.ok && schema ? schemaByName(schema) : undefined;
  const parsed = check?.safeParse(json);
  if (parsed && !parsed.success) return failed(`unexpected answer at ${parsed.error.issues[0]?.path.join('.') || '(root)'} (HTTP ${response.status})`);
  cmsCircuit.success();
  return { ok: true, answer: parsed ? { status: response.status, data: parsed.data, validated: true } : { status: response.status, data: json, validated: false } };
}

/**
 * One GET of the content API, kept in Next's cache (`'use cache'`) under the tag of its endpoint and the
 * tag of the whole CMS for the `cms` cache life; the revalidation webhook (app/api/revalidate) expires
 * them at once when the CMS changes. The key: the URL, the request headers (the site's own forwarded host,
 * never a visitor's) and the schema the answer must match. A good answer is also kept as the last good one
 * (lib/api/last-good.ts), which the transport reads when the CMS fails.
 */
export async function freshAnswer(url: string, headers: Array<[string, string]>, schema: string | undefined): Promise<CmsOutcome> {
  'use cache';
  cacheTag(CMS_CACHE.allTag, endpointTag(new URL(url).pathname));
  const outcome = await askCms(url, headers, schema);
  cacheLife(outcome.ok ? CMS_CACHE.profile : CMS_RESILIENCE.failure.profile);
  if (outcome.ok) keepLastGood(readKey(url, headers, schema), JSON.stringify(outcome.answer));
  return outcome;
}

/** The name of one read (URL, headers, schema): the same in the transport and here. */
export const readKey = (url: string, headers: Array<[string, string]>, schema: string | undefined) => JSON.stringify([url, headers, schema]);

/** Called while rendering from last-good data: the page that includes it is kept only briefly. */
export async function degradedPageLife(): Promise<true> {
  'use cache';
  cacheLife(CMS_RESILIENCE.degraded.profile);
  return true;
}
