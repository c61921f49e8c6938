import { cookieValue } from './cookies';

/**
 * The request id of the SMS code this browser asked for: the CMS binds a code to it (cms/booking/codes.ts), so only the
 * browser that asked can spend it. Kept in an httpOnly cookie under /api for the code's life; never shown to a script.
 */
export type CodeRequestCookie = 'booking_code' | 'manager_code';

/** The Set-Cookie value that keeps (maxAge > 0) or ends (0) the request id. */
export function codeRequestCookie(name: CodeRequestCookie, requestId: string, maxAgeSeconds: number, secure: boolean): string {
  const keep = maxAgeSeconds > 0 && /^[A-Za-z0-9_-]{20,100}$/.test(requestId);
  return `${name}=${keep ? requestId : ''}; HttpOnly; Path=/api; SameSite=Strict; Max-Age=${keep ? Math.floor(maxAgeSeconds) : 0}${secure ? '; Secure' : ''}`;
}

/** The request id the browser sends back with its code ('' when none). */
export const codeRequestOf = (request: Request, name: CodeRequestCookie): string => cookieValue(request.headers.get('cookie'), name) ?? '';
