import 'server-only';
import { cache } from 'react';
import { getEnv } from '@/lib/config/env';
import { createClient } from './client';
import { createApi, type Api } from './endpoints';
import { incomingRequestContext } from './request-context';
import { serverTarget } from './transport';

/** The API for server components and route handlers, one per request (React `cache`). */
export const getServerApi = cache((): Api => {
  const target = serverTarget();
  return createApi(
    createClient({
      baseUrl: target.baseUrl,
      transport: target.transport,
      timeoutMs: getEnv().API_TIMEOUT_MS,
      context: incomingRequestContext,
    }),
  );
});
