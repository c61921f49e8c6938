import 'server-only';
import { ApiError } from '@/lib/api/client';
import { getSalesApi } from '@/lib/api/server';
import type { SalesApi } from '@/lib/api/sales-endpoints';
import type { SelectionChange } from '@/lib/api/sales-schemas';
import { getEnv } from '@/lib/config/env';
import { formatPhone } from '@/lib/format/phone';
import { endSessionHeaders, isSecure, noStoreJson as json, sessionCall, type SessionCallContext, type SessionKind } from '@/lib/http/session-call';
import { codeRequestCookie, codeRequestOf } from '@/lib/http/code-request';
import { clientIp, parseTrustedProxies } from '@/lib/http/client-ip';
import { cookieValue } from '@/lib/http/cookies';
import { retryAfterOf } from '@/lib/http/retry-after';
import { selectionCodePattern } from '@/lib/validation/selection-rules';
import { fromThisSite } from '@/lib/http/same-origin';
import { MANAGER_SESSION_COOKIE, managerSessionCookies } from './session-cookies';

/** The manager's session: the handlers under /api/manager/ (docs/api.md, "Managers and selections", on the site's origin). */
const MANAGER: SessionKind = {
  cookie: MANAGER_SESSION_COOKIE,
  endCookies: (secure) => managerSessionCookies('', 0, secure),
  unavailable: () => `Кабинет менеджера временно недоступен. Попробуйте через минуту; срочные вопросы — в офис продаж: ${formatPhone(getEnv().SALES_OFFICE_PHONE)}.`,
  foreignPage: 'Кабинет менеджера доступен только на страницах сайта.',
  // A selection's texts: 12 notes of 600 characters and a cover of 2000, in UTF-8.
  maxBodyBytes: 32 * 1024,
};

type Call = SessionCallContext & { api: SalesApi };
type Handler = (call: Call & { token: string }, params: string[]) => Promise<Response>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const positive = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null);
const badLot = () => json(400, { detail: 'Проверьте лот', errors: { lot_id: 'Такого лота нет' } });
const missing = () => json(404, { detail: 'Не найдено.' });

/** The editor's change, with only the fields of the contract (anything else in the body is dropped). */
function changeOf(body: Record<string, unknown>): SelectionChange {
  const change: SelectionChange = {};
  if (typeof body.title === 'string') change.title = body.title;
  if (typeof body.note === 'string') change.note = body.note;
  if (typeof body.valid_until === 'string') change.valid_until = body.valid_until;
  if (Array.isArray(body.lots)) {
    change.lots = body.lots.slice(0, 50).map((item: unknown) => {
      const entry = item && typeof item === 'object' ? (item as Record<string, unknown>) : {};
      return { lot_id: positive(entry.lot_id) ?? 0, note: text(entry.note) };
    });
  }
  return change;
}

const call = (request: Request, work: (call: Call) => Promise<Response>, options: { needsSession?: boolean } = {}) =>
  sessionCall(MANAGER, request, (context) => work({ ...context, api: getSalesApi() }), options);
const signedIn = (request: Request, work: (call: Call & { token: string }) => Promise<Response>) =>
  call(request, (context) => work({ ...context, token: context.token as string }), { needsSession: true });

/** The routes under /api/manager/: `METHOD path` with `:id` and `:lot` for numbers. */
const ROUTES: Array<[string, RegExp, Handler]> = [
  ['GET', /^draft$/, async ({ api, token }) => json(200, await api.draft(token))],
  ['POST', /^draft\/lots$/, async ({ api, token, body }) => (positive(body.lot_id) ? json(200, await api.addToDraft(token, positive(body.lot_id) as number)) : badLot())],
  ['POST', /^selections$/, async ({ api, token, body }) => json(201, await api.create(token, positive(body.copy_of) ?? undefined))],
  ['GET', /^selections\/(\d{1,12})$/, async ({ api, token }, [id]) => json(200, await api.selection(token, Number(id)))],
  ['PATCH', /^selections\/(\d{1,12})$/, async ({ api, token, body }, [id]) => json(200, await api.update(token, Number(id), changeOf(body)))],
  ['POST', /^selections\/(\d{1,12})\/lots$/, async ({ api, token, body }, [id]) => (positive(body.lot_id) ? json(200, await api.addLot(token, Number(id), positive(body.lot_id) as number)) : badLot())],
  ['DELETE', /^selections\/(\d{1,12})\/lots\/(\d{1,12})$/, async ({ api, token }, [id, lot]) => json(200, await api.removeLot(token, Number(id), Number(lot)))],
  ['POST', /^selections\/(\d{1,12})\/publish$/, async ({ api, token }, [id]) => json(200, await api.publish(token, Number(id)))],
  ['POST', /^selections\/(\d{1,12})\/withdraw$/, async ({ api, token }, [id]) => json(200, await api.withdraw(token, Number(id)))],
];

/**
 * Every handler under /api/manager/ (app/api/manager/[...path]): the sign-in (a code to a manager's phone, the code
 * that starts the session in httpOnly cookies, the sign-out), then the selection calls, each for the signed-in manager.
 */
export async function managerHandler(request: Request, path: string[]): Promise<Response> {
  const route = path.join('/');
  if (route === 'authorization' && request.method === 'POST') {
    return call(request, async ({ api, body, ip }) => {
      const { request_id: requestId, ...sent } = await api.requestCode(text(body.phone), ip);
      return json(200, sent, { 'set-cookie': codeRequestCookie('manager_code', requestId, sent.expires_in, isSecure(request)) });
    });
  }
  if (route === 'authorization' && request.method === 'DELETE') {
    return call(request, async ({ api, token }) => {
      if (token) await api.endSession(token).catch(() => undefined);
      return json(200, { detail: 'Вы вышли.' }, endSessionHeaders(MANAGER, request));
    });
  }
  if (route === 'check_sms' && request.method === 'POST') {
    return call(request, async ({ api, body, ip }) => {
      const session = await api.checkCode(text(body.phone), text(body.code), codeRequestOf(request, 'manager_code'), ip);
      const headers = new Headers();
      for (const cookie of managerSessionCookies(session.token, session.expires_in, isSecure(request))) headers.append('set-cookie', cookie);
      headers.append('set-cookie', codeRequestCookie('manager_code', '', 0, isSecure(request)));
      return json(200, { manager: session.manager }, headers);
    });
  }
  for (const [method, pattern, handler] of ROUTES) {
    const match = pattern.exec(route);
    if (match && request.method === method) return signedIn(request, (context) => handler(context, match.slice(1)));
  }
  return missing();
}

/** POST /api/selections/{code}/views/: the buyer's page was opened (counted by the site for its manager; a messenger's preview does not run it). */
export async function countSelectionView(request: Request, code: string): Promise<Response> {
  if (!fromThisSite(request)) return json(403, { detail: 'Только со страниц сайта.' });
  if (!selectionCodePattern.test(code)) return missing();
  // One view per browser a day (the CMS also counts one per address a day): a reload is not a second view.
  const seen = `selection_seen_${code.slice(0, 12)}`;
  if (cookieValue(request.headers.get('cookie'), seen) === '1') return json(200, { views: null });
  const ip = clientIp(request.headers, parseTrustedProxies(getEnv().TRUSTED_PROXIES));
  try {
    const counted = await getSalesApi().countView(code, ip);
    return json(200, counted, { 'set-cookie': `${seen}=1; HttpOnly; Path=/api/selections/${code}/; SameSite=Lax; Max-Age=86400${isSecure(request) ? '; Secure' : ''}` });
  } catch (error) {
    // A wrong code is answered as its page answers it: 404, or 429 with Retry-After past the guesses allowed.
    if (error instanceof ApiError && error.status === 404) return missing();
    if (error instanceof ApiError && error.status === 429) {
      const seconds = retryAfterOf(error.body);
      return json(429, { detail: 'Слишком много неверных ссылок. Попробуйте позже.' }, { 'retry-after': String(seconds) });
    }
    // A view that could not be counted is not the buyer's problem.
    return json(202, { views: null });
  }
}
