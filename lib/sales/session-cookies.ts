/**
 * A sales manager's session on the site. `manager_session` holds the CMS's token: httpOnly, SameSite=Lax, Secure over
 * https. `manager` only says that a session exists, so pages show the "В подборку" buttons (it carries nothing secret:
 * every call is checked with the token).
 */
export const MANAGER_SESSION_COOKIE = 'manager_session';
export const MANAGER_FLAG_COOKIE = 'manager';

/** The Set-Cookie values that start (maxAge > 0) or end (0) a manager's session. */
export function managerSessionCookies(token: string, maxAgeSeconds: number, secure: boolean): string[] {
  const common = `Path=/; SameSite=Lax; Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}${secure ? '; Secure' : ''}`;
  return [`${MANAGER_SESSION_COOKIE}=${maxAgeSeconds > 0 ? token : ''}; HttpOnly; ${common}`, `${MANAGER_FLAG_COOKIE}=${maxAgeSeconds > 0 ? '1' : ''}; ${common}`];
}
