'use client';

import Link from 'next/link';
import { useState, type ComponentProps } from 'react';

/**
 * A link to a page most visitors of this one never open (home from the logo or the crumbs, the privacy policy from the
 * cookie notice), shown at the top of every page: Next prefetches a visible link's whole page on sight, which on a
 * first visit cost a phone 47 kB (home) and 8 kB (privacy) of data and ~25 ms of main thread at this machine's speed
 * (~0.1 s at a phone's; bench:mainthread, issue 61). This one is prefetched once the visitor shows intent —
 * the pointer over it, a finger on it, the keyboard's focus — and the tap that follows finds it on its way.
 * The links a visitor is likely to open next (a catalogue's cards) keep Next's default.
 */
export function IntentLink({ onPointerEnter, onTouchStart, onFocus, ...props }: Omit<ComponentProps<typeof Link>, 'prefetch'>) {
  const [intent, setIntent] = useState(false);
  return (
    <Link
      {...props}
      prefetch={intent ? null : false}
      onPointerEnter={(event) => (setIntent(true), onPointerEnter?.(event))}
      onTouchStart={(event) => (setIntent(true), onTouchStart?.(event))}
      onFocus={(event) => (setIntent(true), onFocus?.(event))}
    />
  );
}
