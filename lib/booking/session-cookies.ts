/**
 * The buyer's session on the site (online booking). `buyer_session` holds the CMS's token: httpOnly,
 * SameSite=Lax, Secure over https, so no script reads it. `buyer` only says that a session exists, so the
 * browser knows to ask for the buyer's holds (it carries nothing secret).
 */
export const BUYER_SESSION_COOKIE = 'buyer_session';
export const BUYER_FLAG_COOKIE = 'buyer';

/** The Set-Cookie values that start (maxAge > 0) or end (0) a buyer's session. */
export function sessionCookies(token: string, maxAgeSeconds: number, secure: boolean): string[] {
  const common = `Path=/; SameSite=Lax; Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}${secure ? '; Secure' : ''}`;
  return [`${BUYER_SESSION_COOKIE}=${maxAgeSeconds > 0 ? token : ''}; HttpOnly; ${common}`, `${BUYER_FLAG_COOKIE}=${maxAgeSeconds > 0 ? '1' : ''}; ${common}`];
}
