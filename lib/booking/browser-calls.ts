import Cookies from 'js-cookie';
import type { BookingState, Buyer, Hold } from '@/lib/api/schemas';
import { BUYER_FLAG_COOKIE, CSRF_COOKIE, CSRF_HEADER } from './session-cookies';

/** A refusal as the booking handlers give it: the message, field errors, and how long to wait. */
export type Refusal = { status: number; detail: string; errors: Record<string, string>; retryAfter: number | null; attemptsLeft: number | null };
export type Result<T> = { ok: true; data: T } | { ok: false; refusal: Refusal };

const UNREACHABLE = 'Не удалось связаться с сервером. Проверьте интернет и попробуйте ещё раз.';

/** The double-submit CSRF token: made once per browser, sent back in X-CSRFToken with every write. */
function csrfToken(): string {
  const existing = Cookies.get(CSRF_COOKIE);
  if (existing && existing.length >= 16) return existing;
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const token = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  Cookies.set(CSRF_COOKIE, token, { path: '/', sameSite: 'lax', secure: location.protocol === 'https:' });
  return token;
}

/** One call of the site's booking handlers (same origin; the session is an httpOnly cookie). Never throws. */
async function call<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: object): Promise<Result<T>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (method !== 'GET') headers[CSRF_HEADER] = csrfToken();
  if (body) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, { method, headers, body: body ? JSON.stringify(body) : undefined, credentials: 'same-origin', cache: 'no-store' });
  } catch {
    return { ok: false, refusal: { status: 0, detail: UNREACHABLE, errors: {}, retryAfter: null, attemptsLeft: null } };
  }
  const data = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (response.ok && data) return { ok: true, data: data as T };
  return {
    ok: false,
    refusal: {
      status: response.status,
      detail: typeof data?.detail === 'string' ? data.detail : UNREACHABLE,
      errors: data?.errors && typeof data.errors === 'object' ? (data.errors as Record<string, string>) : {},
      retryAfter: typeof data?.retry_after === 'number' ? data.retry_after : null,
      attemptsLeft: typeof data?.attempts_left === 'number' ? data.attempts_left : null,
    },
  };
}

export const hasBuyerSession = () => Cookies.get(BUYER_FLAG_COOKIE) === '1';

export const bookingCalls = {
  requestCode: (phone: string) => call<{ phone: string; code_length: number; expires_in: number; resend_after: number }>('POST', '/api/authorization/', { phone }),
  checkCode: (phone: string, code: string) => call<{ buyer: Buyer }>('POST', '/api/check_sms/', { phone, code }),
  register: (values: { name: string; email: string; is_agreed: boolean }) => call<{ buyer: Buyer }>('POST', '/api/registration/', values),
  state: () => call<BookingState>('GET', '/api/booking/'),
  book: (lotId: number) => call<Hold>('POST', '/api/booking/', { lot_id: lotId }),
  cancel: (holdId: number) => call<{ detail: string }>('DELETE', `/api/booking/${holdId}/`),
  joinWaitlist: (lotId: number) => call<{ id: number; lot_id: number; position: number }>('POST', '/api/booking/waitlist/', { lot_id: lotId }),
  leaveWaitlist: (entryId: number) => call<{ detail: string }>('DELETE', `/api/booking/waitlist/${entryId}/`),
  signOut: () => call<{ detail: string }>('DELETE', '/api/authorization/'),
};

/** Told to every part of the page that shows the buyer's holds when one changes (the panel, the hold note). */
export const BOOKING_CHANGED_EVENT = 'booking-changed';
export const announceBookingChange = () => window.dispatchEvent(new Event(BOOKING_CHANGED_EVENT));
