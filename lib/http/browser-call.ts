import Cookies from 'js-cookie';
import { CSRF_COOKIE, CSRF_HEADER } from './csrf';

/** A refusal as the site's session handlers give it: the message, field errors, and how long to wait. */
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

/** One call of the site's session handlers (same origin; the session is an httpOnly cookie). Never throws. */
export async function browserCall<T>(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, body?: object): Promise<Result<T>> {
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
