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

export function serverTarget(): ServerTarget {
  const base = getEnv().API_BASE_URL;
  if (base) return { baseUrl: base, transport: (request) => fetch(request, { cache: 'no-store' }), remote: true };
  return { baseUrl: EMBEDDED_BASE, transport: embeddedTransport, remote: false };
}
