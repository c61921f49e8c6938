import 'server-only';
import { getEnv } from '@/lib/config/env';
import type { Transport } from './client';

/** Where server-side API calls go: the remote CMS at API_BASE_URL, or the embedded CMS in-process. */
export type ServerTarget = { baseUrl: string; transport: Transport; remote: boolean };

/** Base URL for in-process calls: never resolved on the network, only used to build Request objects. */
const EMBEDDED_BASE = 'http://embedded-cms.internal';

const embeddedTransport: Transport = async (request) => {
  const { cmsFetch } = await import('@/cms/app');
  return cmsFetch(request);
};

/**
 * The promise, or the request signal's abort, whichever comes first. Next's fetch drops a request's signal while
 * it regenerates a stale page (patch-fetch.js: "don't pass through signal when revalidating"), so a CMS that
 * hangs held that render, and every request waiting on it, for as long as it hung (issue 41: 25 s, then 500 on a
 * cold start). The deadline is kept here, whatever fetch does with the signal.
 */
export function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/** The rejection of `withinMs` once its time has passed. */
export class TimeLeftPassed extends Error {
  constructor() {
    super('no answer in the time left');
    this.name = 'TimeLeftPassed';
  }
}

/** `work`, or a rejection with `TimeLeftPassed` once `ms` have passed (null: no limit); the timer is cleared either way. */
export function withinMs<T>(work: Promise<T>, ms: number | null): Promise<T> {
  if (ms === null) return work;
  const late = new AbortController();
  const timer = setTimeout(() => late.abort(new TimeLeftPassed()), ms);
  return untilAborted(work, late.signal).finally(() => clearTimeout(timer));
}

const remoteTransport: Transport = (request) => untilAborted(fetch(request, { cache: 'no-store' }), request.signal);

export function serverTarget(): ServerTarget {
  const base = getEnv().API_BASE_URL;
  if (base) return { baseUrl: base, transport: remoteTransport, remote: true };
  return { baseUrl: EMBEDDED_BASE, transport: embeddedTransport, remote: false };
}
