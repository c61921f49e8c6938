'use client';

import { useSyncExternalStore } from 'react';
import { MANAGER_FLAG_COOKIE } from './session-cookies';

const FLAG = new RegExp(`(?:^|;\\s*)${MANAGER_FLAG_COOKIE}=1(?:;|$)`);
const never = () => () => {};

/** A sales manager is signed in on this browser (the flag beside the httpOnly session; nothing secret). */
export const managerSignedIn = () => FLAG.test(document.cookie);

/**
 * Whether a sales manager is signed in on this browser: false on the server and in the first render (every visitor's
 * cached page is the same HTML), then the cookie's answer, so the managers' controls appear without a hydration mismatch.
 */
export function useIsManager(): boolean {
  return useSyncExternalStore(never, managerSignedIn, () => false);
}
