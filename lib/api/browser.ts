'use client';

import Cookies from 'js-cookie';
import { API_TIMEOUT_DEFAULT_MS } from '@/lib/config/constants';
import { createClient } from './client';
import { createApi, type Api } from './endpoints';

let api: Api | null = null;

/** The API for client components: same-origin /api/* calls with the CSRF header from the cookie. */
export function getBrowserApi(): Api {
  api ??= createApi(
    createClient({
      baseUrl: window.location.origin,
      transport: (request) => fetch(request),
      timeoutMs: API_TIMEOUT_DEFAULT_MS * 3,
      context: () => ({ csrfToken: Cookies.get('csrftoken') }),
    }),
  );
  return api;
}
