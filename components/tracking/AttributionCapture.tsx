'use client';

import Cookies from 'js-cookie';
import { useEffect } from 'react';
import { ATTRIBUTION_COOKIE, ATTRIBUTION_DAYS, nextAttribution, readAttribution, touchOf } from '@/lib/attribution/attribution';

/**
 * Records where the visitor came from (lib/attribution/attribution.ts) once per page load, in a first-party cookie
 * the lead endpoints read. Client navigations inside the site do not load a page, so they never count as a touch.
 */
export function AttributionCapture() {
  useEffect(() => {
    const current = readAttribution(Cookies.get(ATTRIBUTION_COOKIE));
    const next = nextAttribution(current, touchOf(new URL(window.location.href), document.referrer, new Date()));
    if (!next) return;
    Cookies.set(ATTRIBUTION_COOKIE, JSON.stringify(next), { expires: ATTRIBUTION_DAYS, sameSite: 'lax', secure: window.location.protocol === 'https:', path: '/' });
  }, []);
  return null;
}
