'use client';

import { useEffect, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * While `active`: focus moves into `container`, Tab and Shift+Tab cycle inside it, Escape calls
 * `onEscape`. When it ends, focus returns to `returnFocus` (or to what had it before). With
 * `cycleThroughReturn`, the `returnFocus` element (a toggle outside the container) is the first stop of the cycle.
 */
export function useFocusTrap(
  container: RefObject<HTMLElement | null>,
  active: boolean,
  onEscape: () => void,
  returnFocus?: RefObject<HTMLElement | null>,
  cycleThroughReturn = false,
): void {
  useEffect(() => {
    if (!active) return;
    const node = container.current;
    if (!node) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const returnTarget = returnFocus?.current ?? previous;
    const toggle = cycleThroughReturn ? returnFocus?.current : null;
    const inside = () => Array.from(node.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest('[hidden]') && el.offsetParent !== null);
    const focusables = () => (toggle ? [toggle, ...inside()] : inside());
    (inside()[0] ?? node).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        // An open listbox inside (components/ui/Select) closes itself first.
        if (event.defaultPrevented) return;
        event.preventDefault();
        onEscape();
        return;
      }
      if (event.key !== 'Tab') return;
      // The cycle is moved by hand: the toggle outside the container is not next to it in the document.
      const items = focusables();
      if (!items.length) return;
      event.preventDefault();
      const at = items.indexOf(document.activeElement as HTMLElement);
      const next = at < 0 ? (event.shiftKey ? items.length - 1 : 0) : (at + (event.shiftKey ? -1 : 1) + items.length) % items.length;
      items[next]?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      returnTarget?.focus();
    };
  }, [active, container, onEscape, returnFocus, cycleThroughReturn]);
}
