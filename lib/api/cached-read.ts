import 'server-only';
import { cache } from 'react';
import { CMS_RESILIENCE } from '@/lib/config/cache';
import { getEnv } from '@/lib/config/env';
import type { ReadAnswer, Reader } from './client';
import { cmsCircuit } from './circuit-breaker';
import { degradedPageLife, freshAnswer, readKey, type CmsAnswer } from './cms-answers';
import { lastGood, readAgain } from './last-good';
import { schemaName } from './schema-names';
import { TimeLeftPassed, withinMs } from './transport';

/**
 * What one page request knows of the CMS: the moment by which every read must have its answer (one deadline shared
 * by metadata and page, so two reads in a row never cost two timeouts; the build has none: it waits for every
 * answer) and whether an answer came from the last-good copy (the page's outageSafe wrapper then shows a notice).
 */
const isBuild = () => process.env.NEXT_PHASE === 'phase-production-build';
const requestReads = cache(() => ({ deadline: isBuild() ? null : performance.now() + getEnv().API_TIMEOUT_MS, stale: false, noticeShown: false }));

/**
 * How long a read made now may wait for the CMS within this request's deadline (a kept answer still gets
 * `lastGoodWaitMs`), or null at build, which waits for every answer. A page's other CMS calls (its inline plans,
 * lib/api/inline-plan.ts) wait no longer than its reads do.
 */
export function requestTimeLeftMs(): number | null {
  const { deadline } = requestReads();
  return deadline === null ? null : Math.max(CMS_RESILIENCE.lastGoodWaitMs, deadline - performance.now());
}

/** True the first time it is asked after this request rendered something from last-good data: the one place for its notice. */
export function claimStaleNotice(): boolean {
  const reads = requestReads();
  const claimed = reads.stale && !reads.noticeShown;
  reads.noticeShown ||= claimed;
  return claimed;
}

/**
 * The reads of the pages' API: from Next's cache, fresh (lib/api/cms-answers.ts: one parse and one validation per CMS
 * answer, none on a hit) and, when the CMS fails or misses the request's deadline, the last good answer
 * (lib/api/last-good.ts), with a short life for the page. With nothing kept, the CMS's failure goes to the client,
 * which reports it.
 */
export const cachedRead: Reader = async (url, headers, schema): Promise<ReadAnswer> => {
  const reads = requestReads();
  const args: [string, Array<[string, string]>, string | undefined] = [url, [...headers], schemaName(schema)];
  const fresh = freshAnswer(...args);
  fresh.catch(() => undefined); // it may settle after the deadline, with no one waiting
  // Past the deadline a cached answer still gets a moment: a hit answers in a few milliseconds.
  const left = requestTimeLeftMs();
  let failure: ReadAnswer | null = null;
  let reason: string;
  try {
    const outcome = await withinMs(fresh, left);
    if (outcome.ok) {
      readAgain(readKey(...args));
      return outcome.answer;
    }
    reason = outcome.reason;
    if (outcome.status !== null) failure = { status: outcome.status, data: jsonOrText(outcome.body), validated: false };
  } catch (error) {
    const missed = error instanceof TimeLeftPassed;
    reason = missed ? `the CMS gave no answer within this request's deadline (${getEnv().API_TIMEOUT_MS} ms)` : String(error);
    // No answer in the whole deadline is a failure of the CMS now, not when the call's own timeout fires a moment
    // later: a render that follows at once (Next renders a regenerated page more than once) must skip the CMS.
    if (missed && left !== null && left >= getEnv().API_TIMEOUT_MS * 0.9) cmsCircuit.failure({ noAnswer: true });
  }

  const kept = await lastGood(readKey(...args));
  if (kept === null) {
    if (failure) return failure;
    throw new Error(`${new URL(url).pathname}: ${reason}`);
  }
  console.warn(`[api] ${new URL(url).pathname}: the CMS failed (${reason.slice(0, 160)}), rendered from the last good answer`);
  reads.stale = true;
  await degradedPageLife();
  return JSON.parse(kept) as CmsAnswer;
};

/** A failed answer's body as the client reports it: its JSON, else its text. */
function jsonOrText(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}
