import 'server-only';
import { getRequestApi } from '@/lib/api/server';
import type { Api } from '@/lib/api/endpoints';
import { getEnv } from '@/lib/config/env';
import { leadAttribution, type LeadAttribution } from '@/lib/attribution/lead-attribution';
import { formatPhone } from '@/lib/format/phone';
import { endSessionHeaders as endSessionOf, isSecure, noStoreJson, sessionCall, type SessionCallContext, type SessionKind } from '@/lib/http/session-call';
import { codeRequestCookie, codeRequestOf } from '@/lib/http/code-request';
import { BUYER_SESSION_COOKIE, sessionCookies } from './session-cookies';

/** The buyer's session: online booking's handlers (docs/api.md, "Booking", as the site exposes it on its origin). */
const BUYER: SessionKind = {
  cookie: BUYER_SESSION_COOKIE,
  endCookies: (secure) => sessionCookies('', 0, secure),
  unavailable: () => `Онлайн-бронирование временно недоступно. Позвоните в офис продаж: ${formatPhone(getEnv().SALES_OFFICE_PHONE)}.`,
  foreignPage: 'Бронирование доступно только на страницах сайта.',
  maxBodyBytes: 4 * 1024,
};

type Call = SessionCallContext & { api: Api };
const json = noStoreJson;

/** One booking call from the browser (lib/http/session-call.ts with the buyer's session), with the request's API. */
export const bookingCall = (request: Request, work: (call: Call) => Promise<Response>, options: { needsSession?: boolean; write?: boolean } = {}) =>
  sessionCall(BUYER, request, (call) => work({ ...call, api: getRequestApi() }), options);

const secure = isSecure;
const endSessionHeaders = (request: Request) => endSessionOf(BUYER, request);

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const lotIdOf = (body: Record<string, unknown>) => (typeof body.lot_id === 'number' && Number.isInteger(body.lot_id) && body.lot_id > 0 ? body.lot_id : null);
const badLot = () => json(400, { detail: 'Проверьте лот', errors: { lot_id: 'Такого лота нет' } });
const numericId = (value: string) => (/^\d{1,12}$/.test(value) ? Number(value) : null);

/** POST /api/authorization/ {phone}: an SMS code, bound to this browser (its request id in an httpOnly cookie). DELETE: the session ends. */
export const requestCode = (request: Request) =>
  bookingCall(request, async ({ api, body, ip }) => {
    const { request_id: requestId, ...sent } = await api.requestCode(text(body.phone), ip);
    return json(200, sent, { 'set-cookie': codeRequestCookie('booking_code', requestId, sent.expires_in, secure(request)) });
  });

export const endSession = (request: Request) =>
  bookingCall(request, async ({ api, token }) => {
    if (token) await api.endSession(token).catch(() => undefined);
    return json(200, { detail: 'Вы вышли.' }, endSessionHeaders(request));
  });

/** POST /api/check_sms/ {phone, code}: a right code starts the buyer's session (cookies); the token stays on the server. */
export const checkCode = (request: Request) =>
  bookingCall(request, async ({ api, body, ip }) => {
    const session = await api.checkCode(text(body.phone), text(body.code), codeRequestOf(request, 'booking_code'), ip);
    const headers = new Headers();
    for (const cookie of sessionCookies(session.token, session.expires_in, secure(request))) headers.append('set-cookie', cookie);
    headers.append('set-cookie', codeRequestCookie('booking_code', '', 0, secure(request)));
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
