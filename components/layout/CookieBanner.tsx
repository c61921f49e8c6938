'use client';

import { useRef, useSyncExternalStore } from 'react';
import { useEarlyTap } from '@/lib/early-tap/use-early-tap';
import { IntentLink } from '@/components/ui/IntentLink';
import { paths } from '@/lib/config/paths';
import { COOKIE_CONSENT, VISITOR_MARKS } from '@/lib/lists/visitor-marks';
import styles from './CookieBanner.module.scss';
import { typograph } from '@/lib/text/typography';

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function readAccepted(): boolean {
  try {
    return window.localStorage.getItem(COOKIE_CONSENT.key) === COOKIE_CONSENT.accepted;
  } catch {
    return false;
  }
}

function accept() {
  try {
    window.localStorage.setItem(COOKIE_CONSENT.key, COOKIE_CONSENT.accepted);
  } catch {
    // Storage can be unavailable (private mode); the banner still closes for this page.
  }
  acceptedInMemory = true;
  document.documentElement.setAttribute(VISITOR_MARKS.cookieConsent, '');
  listeners.forEach((listener) => listener());
}

let acceptedInMemory = false;

/**
 * Shown until accepted, then never again (SPEC §2, §4). It is in the server's HTML for everyone, so it
 * paints with the page instead of after hydration (it was the late LCP element on a phone); consent lives
 * in localStorage, and the pre-paint script hides the banner for a visitor who has accepted
 * (`html[data-cookie-consent]`) until React has read the same storage and removed it. It is a slim bar of two
 * short lines beside its button, smaller than any page's own first picture or heading, so a phone's largest paint
 * is the page's content, never the notice (it was the lot's and the master plan's: issue 61). «Подробнее» has a
 * line of its own: the sentence wraps alike in the fallback and the brand font, so the swap moves nothing.
 */
const CONSENT_TEXT = typograph('Сайт использует cookie и рекомендательные технологии.');

export function CookieBanner() {
  const accepted = useSyncExternalStore(
    subscribe,
    () => acceptedInMemory || readAccepted(),
    () => false,
  );
  const button = useRef<HTMLButtonElement>(null);
  // A tap before hydration accepts once it can.
  const earlyTap = useEarlyTap('cookie-accept', button, accept);
  if (accepted) return null;
  return (
    <section className={styles.banner} aria-label="Уведомление о cookie" data-site-chrome="cookie-banner">
      <p className={styles.text}>
        {CONSENT_TEXT}{' '}
        <IntentLink href={paths.privacy()} className={styles.more}>
          Подробнее
        </IntentLink>
      </p>
      <button ref={button} type="button" className={styles.button} onClick={accept} {...earlyTap}>
        Принять
      </button>
    </section>
  );
}
