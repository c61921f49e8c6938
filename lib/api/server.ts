import 'server-only';
import { cache } from 'react';
import { CMS_RESILIENCE } from '@/lib/config/cache';
import { getEnv } from '@/lib/config/env';
import { createClient, type ClientOptions, type RequestContext } from './client';
import { cachedRead } from './cached-read';
import { createApi, type Api } from './endpoints';
import { createSalesApi, type SalesApi } from './sales-endpoints';
import { incomingRequestContext } from './request-context';
import { serverTarget } from './transport';

/** The site's own address as the CMS should see it: SITE_URL, never a header a visitor can send. */
function siteContext(): RequestContext {
  const site = new URL(getEnv().SITE_URL);
  const proto = site.protocol.replace(':', '');
  return { forwarded: { host: site.host, port: site.port || (proto === 'https' ? '443' : '80'), proto } };
}

/**
 * The API for pages: reads go through Next's cache (lib/api/cached-read.ts: fresh, else last good within one
 * deadline per request, `timeoutMs` leaving room for the last good answer) and carry nothing of the visitor, so the pages that use it can be
 * prerendered and served from the cache.
 */
export const getServerApi = cache(
  (): Api => createApi(createClient({ baseUrl: serverTarget().baseUrl, transport: serverTarget().transport, read: cachedRead, timeoutMs: getEnv().API_TIMEOUT_MS + CMS_RESILIENCE.lastGoodWaitMs + 100, context: siteContext })),
);

/** The API for a route handler acting for one visitor (a lead): uncached, with their CSRF token and address. */
export function getRequestApi(): Api {
  return apiThrough(serverTarget().transport, incomingRequestContext);
}

/** The sales managers' and selections' API for one visitor's request: uncached, with their address. */
export function getSalesApi(): SalesApi {
  return createSalesApi(createClient({ baseUrl: serverTarget().baseUrl, transport: serverTarget().transport, timeoutMs: getEnv().API_TIMEOUT_MS, context: incomingRequestContext }));
}

/** The API of the lead outbox's delivery loop (no request around it): uncached, as the site; the lead carries the visitor's address. */
export function getDeliveryApi(): Api {
  return apiThrough(serverTarget().transport, siteContext);
}

function apiThrough(transport: ClientOptions['transport'], context: ClientOptions['context']): Api {
  return createApi(createClient({ baseUrl: serverTarget().baseUrl, transport, timeoutMs: getEnv().API_TIMEOUT_MS, context }));
}
