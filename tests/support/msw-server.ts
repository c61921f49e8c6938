import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { FORM_TOKEN_PATH } from '@/lib/callback/form-token-source';

/** One MSW server for the unit tests; tests add handlers with `server.use(...)`. The form token is always there. */
export const server = setupServer(http.get(`*${FORM_TOKEN_PATH}`, () => HttpResponse.json({ token: 'test-form-token' })));
