import 'server-only';
import { ApiError } from '@/lib/api/client';
import { publicOrigin } from '@/lib/api/request-context';
import { getRequestApi } from '@/lib/api/server';
import type { Api } from '@/lib/api/endpoints';
import { getEnv } from '@/lib/config/env';
import { leadAttribution, type LeadAttribution } from '@/lib/attribution/lead-attribution';
import { formatPhone } from '@/lib/format/phone';
import { clientIp, parseTrustedProxies } from '@/lib/http/client-ip';
import { readLimitedJsonObject } from '@/lib/http/read-json';
import { fromThisSite } from '@/lib/http/same-origin';
import { cookieValue } from '@/lib/http/cookies';
import { BUYER_SESSION_COOKIE, CSRF_COOKIE, CSRF_HEADER, sessionCookies } from './session-cookies';

const MAX_BODY_BYTES = 4 * 1024;
/** A JSON answer never kept by a cache (it is one buyer's). */
function json(status: number, body: object, extra?: HeadersInit): Response {
  const headers = new Headers(extra);
  headers.set('cache-control', 'no-store');
  return Response.json(body, { status, headers });
}

type Call = { request: Request; api: Api; token: string | undefined; ip: string; body: Record<string, unknown> };
type Options = { needsSession?: boolean; write?: boolean };

/**
 * One booking call from the browser (docs/api.md, "Booking", as the site exposes it on its origin): only
 * from this site's pages; writes only with the double-submit CSRF token (X-CSRFToken equal to the
 * `csrftoken` cookie) and a JSON body of at most 4 kB; the buyer's token from the httpOnly session cookie,
 * never from the page. The CMS's own refusals (400, 401, 403, 404, 409, 423, 429, 502) pass through with
 * their Russian messages; when the CMS cannot be reached, 503 with the sales office's phone.
 */
export async function bookingCall(request: Request, work: (call: Call) => Promise<Response>, options: Options = {}): Promise<Response> {
  if (!fromThisSite(request)) return json(403, { detail: 'Бронирование доступно только на страницах сайта.' });
  const cookies = request.headers.get('cookie');
  if (options.write ?? request.method !== 'GET') {
    const cookie = cookieValue(cookies, CSRF_COOKIE);
    const header = request.headers.get(CSRF_HEADER);
    if (!cookie || cookie.length < 16 || header !== cookie) return json(403, { detail: 'Не удалось проверить запрос. Обновите страницу и попробуйте ещё раз.' });
  }
  const token = cookieValue(cookies, BUYER_SESSION_COOKIE) || undefined;
  if (options.needsSession && !token) return json(401, { detail: 'Подтвердите номер телефона кодом из SMS.' });
  let body: Record<string, unknown> = {};
  if (request.method === 'POST') {
    const read = await readLimitedJsonObject(request, MAX_BODY_BYTES);
    if (!read.ok) return json(read.status, { detail: 'Не удалось прочитать запрос. Обновите страницу и попробуйте ещё раз.' });
    body = read.body;
  }
  const ip = clientIp(request.headers, parseTrustedProxies(getEnv().TRUSTED_PROXIES));
  try {
    return await work({ request, api: getRequestApi(), token, ip, body });
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'http' && error.status !== null && (error.status < 500 || error.status === 502)) {
      const answer = (error.body as Record<string, unknown> | null) ?? { detail: 'Запрос не выполнен.' };
      // The CMS no longer knows the session (it ended or expired): the site forgets it too.
      const headers = error.status === 401 && token ? endSessionHeaders(request) : new Headers();
      if (typeof answer.retry_after === 'number') headers.set('retry-after', String(answer.retry_after));
      return json(error.status, answer, headers);
    }
    console.error('[booking] the CMS did not answer:', error instanceof Error ? error.message : error);
    return json(503, { detail: `Онлайн-бронирование временно недоступно. Позвоните в офис продаж: ${formatPhone(getEnv().SALES_OFFICE_PHONE)}.` });
  }
}

const secure = (request: Request) => publicOrigin(request.headers).proto === 'https';

function endSessionHeaders(request: Request): Headers {
  const headers = new Headers();
  for (const cookie of sessionCookies('', 0, secure(request))) headers.append('set-cookie', cookie);
  return headers;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const lotIdOf = (body: Record<string, unknown>) => (typeof body.lot_id === 'number' && Number.isInteger(body.lot_id) && body.lot_id > 0 ? body.lot_id : null);
const badLot = () => json(400, { detail: 'Проверьте лот', errors: { lot_id: 'Такого лота нет' } });
const numericId = (value: string) => (/^\d{1,12}$/.test(value) ? Number(value) : null);

/** POST /api/authorization/ {phone}: an SMS code. DELETE: the session ends. */
export const requestCode = (request: Request) =>
  bookingCall(request, async ({ api, body, ip }) => json(200, await api.requestCode(text(body.phone), ip)));

export const endSession = (request: Request) =>
  bookingCall(request, async ({ api, token }) => {
    if (token) await api.endSession(token).catch(() => undefined);
    return json(200, { detail: 'Вы вышли.' }, endSessionHeaders(request));
  });

/** POST /api/check_sms/ {phone, code}: a right code starts the buyer's session (cookies); the token stays on the server. */
export const checkCode = (request: Request) =>
  bookingCall(request, async ({ api, body, ip }) => {
    const session = await api.checkCode(text(body.phone), text(body.code), ip);
    const headers = new Headers();
    for (const cookie of sessionCookies(session.token, session.expires_in, secure(request))) headers.append('set-cookie', cookie);
    return json(200, { buyer: session.buyer }, headers);
  });

/** A call for a confirmed buyer: 401 without the session cookie, else the work with the buyer's token. */
const buyerCall = (request: Request, work: (call: Call & { token: string }) => Promise<Response>) =>
  bookingCall(request, (call) => work({ ...call, token: call.token as string }), { needsSession: true });

/**
 * A buyer's POST naming a lot ({lot_id}): 400 for anything but a positive whole number. The lead it makes carries where
 * the buyer came from (lib/attribution: the site's cookie, the page it was sent from by its Referer), never the body's.
 */
const lotCall = (request: Request, work: (api: Api, token: string, lotId: number, ip: string, attribution: LeadAttribution | undefined) => Promise<object>) =>
  buyerCall(request, async ({ api, body, token, ip }) => {
    const lotId = lotIdOf(body);
    if (lotId === null) return badLot();
    const attribution = leadAttribution(request.headers.get('cookie'), request.headers.get('referer') ?? undefined, Boolean(getEnv().YANDEX_METRIKA_ID));
    return json(201, await work(api, token, lotId, ip, Object.keys(attribution).length ? attribution : undefined));
  });

/** A buyer's DELETE of one of their records by its id in the path: 404 for an id that is not a number. */
const recordCall = (request: Request, id: string, missing: string, work: (api: Api, token: string, id: number) => Promise<object>) =>
  buyerCall(request, async ({ api, token }) => {
    const recordId = numericId(id);
    return recordId === null ? json(404, { detail: missing }) : json(200, await work(api, token, recordId));
  });

/** POST /api/registration/ {name, email, is_agreed}. */
export const register = (request: Request) =>
  buyerCall(request, async ({ api, body, token }) => json(200, await api.register(token, { name: text(body.name), email: text(body.email), is_agreed: body.is_agreed === true })));

/** GET /api/booking/: the buyer's holds and waitlist places (401 without a session). */
export const bookingState = (request: Request) => buyerCall(request, async ({ api, token }) => json(200, await api.bookingState(token)));

/** POST /api/booking/ {lot_id}: a hold. */
export const book = (request: Request) => lotCall(request, (api, token, lotId, ip, attribution) => api.book(token, lotId, ip, attribution));

/** DELETE /api/booking/{id}/. */
export const cancelHold = (request: Request, id: string) => recordCall(request, id, 'Бронь не найдена.', (api, token, holdId) => api.cancelHold(token, holdId));

/** POST /api/booking/waitlist/ {lot_id}. */
export const joinWaitlist = (request: Request) => lotCall(request, (api, token, lotId, ip, attribution) => api.joinWaitlist(token, lotId, ip, attribution));

/** DELETE /api/booking/waitlist/{id}/. */
export const leaveWaitlist = (request: Request, id: string) => recordCall(request, id, 'Запись не найдена.', (api, token, entryId) => api.leaveWaitlist(token, entryId));
