'use client';

import { useEffect, type RefObject } from 'react';

const NEVER_INERT = new Set(['SCRIPT', 'STYLE', 'LINK', 'TEMPLATE']);

/**
 * While a modal is open, the page behind it is inert: no focus, no clicks, hidden from screen readers and from
 * checks of what a visitor can read (it lies under the backdrop). What holds the modal stays live, and so do the
 * elements `keep` selects (the menu keeps the header: its button closes the menu).
 */
export function useInertOutside(active: boolean, modal: RefObject<HTMLElement | null>, keep: string | null = null): void {
  useEffect(() => {
    const window = modal.current;
    if (!active || !window) return;
    const made: Element[] = [];
    for (const element of Array.from(document.body.children)) {
      if (element.contains(window) || NEVER_INERT.has(element.tagName) || element.hasAttribute('inert')) continue;
      if (keep && element.matches(keep)) continue;
      element.setAttribute('inert', '');
      made.push(element);
    }
    return () => made.forEach((element) => element.removeAttribute('inert'));
  }, [active, modal, keep]);
}
