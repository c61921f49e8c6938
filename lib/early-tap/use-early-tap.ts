import { useEffect, useEffectEvent, type RefObject } from 'react';
import { EARLY_TAP, takeEarlyTap } from './early-tap';

/**
 * A button of the first screen that acts on a tap made before it was hydrated (early-tap.ts): spread the
 * returned attribute on the button whose ref is given. When the button hydrates it is marked ready (the head
 * script leaves its taps to React from then on) and, if a tap on it was kept, `action` runs once.
 */
export function useEarlyTap(key: string, ref: RefObject<HTMLElement | null>, action: () => void): { [EARLY_TAP.key]: string } {
  const act = useEffectEvent(action);
  useEffect(() => {
    ref.current?.setAttribute(EARLY_TAP.ready, '');
    if (takeEarlyTap(key)) act();
  }, [key, ref]);
  return { [EARLY_TAP.key]: key };
}
