'use client';

import Link from 'next/link';
import { useSyncExternalStore } from 'react';
import { paths } from '@/lib/config/paths';
import styles from './CookieBanner.module.scss';

const STORAGE_KEY = 'cookie-consent';
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function readAccepted(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === 'accepted';
  } catch {
    return false;
  }
}

function accept() {
  try {
    window.localStorage.setItem(STORAGE_KEY, 'accepted');
  } catch {
    // Storage can be unavailable (private mode); the banner still closes for this page.
  }
  acceptedInMemory = true;
  listeners.forEach((listener) => listener());
}

let acceptedInMemory = false;

/** Shown until accepted, then never again (SPEC §2, §4). Not rendered on the server: consent lives in localStorage. */
export function CookieBanner() {
  const accepted = useSyncExternalStore(
    subscribe,
    () => acceptedInMemory || readAccepted(),
    () => true,
  );
  if (accepted) return null;
  return (
    <section className={styles.banner} aria-label="Уведомление о cookie" data-site-chrome="cookie-banner">
      <p className={styles.text}>
        Мы используем файлы cookie и рекомендательные технологии, чтобы сайт работал удобнее.{' '}
        <Link href={paths.privacy()}>Подробнее</Link>
      </p>
      <button type="button" className={styles.button} onClick={accept}>
        Принять
      </button>
    </section>
  );
}
