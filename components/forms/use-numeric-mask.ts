'use client';

import type { InputMask } from 'imask';
import IMask from '@/lib/masks/imask';
import { useEffect, useRef } from 'react';
import { nextNumericValue, type NumericMaskKind } from '@/lib/masks/masks';

type Mask = InputMask<{ mask: RegExp }>;

/**
 * Attaches imask to a numeric input: imask keeps out everything but digits, a comma or point and the
 * suffix, and owns the caret; after each accepted edit the SPEC §5 rule of the kind (lib/masks/masks.ts:
 * digits, cap, leading zeros, "00" → 1, the % suffix) rewrites the value. `onValue` hears every value the
 * visitor makes, and a `value` set from outside (the other field of a pair moved, a commit clamped it) is
 * shown without being reported back.
 */
export function useNumericMask(kind: NumericMaskKind, value: string, onValue: (value: string) => void) {
  const element = useRef<HTMLInputElement | null>(null);
  const state = useRef<{ mask: Mask | null; previous: string; fromOutside: boolean }>({ mask: null, previous: '', fromOutside: false });
  const onValueRef = useRef(onValue);
  useEffect(() => {
    onValueRef.current = onValue;
  });

  useEffect(() => {
    const input = element.current;
    if (!input) return;
    const current = state.current;
    current.previous = input.value;
    const instance: Mask = IMask(input, { mask: /^[\d\s\u00a0.,%]*$/ });
    instance.on('accept', () => {
      if (current.fromOutside) {
        current.previous = instance.value;
        return;
      }
      const next = nextNumericValue(kind, current.previous, instance.value);
      current.previous = next;
      if (next !== instance.value) {
        current.fromOutside = true;
        instance.value = next;
        current.fromOutside = false;
      }
      onValueRef.current(next);
    });
    current.mask = instance;
    return () => {
      current.mask = null;
      instance.destroy();
    };
  }, [kind]);

  useEffect(() => {
    const current = state.current;
    if (!current.mask || current.mask.value === value) return;
    current.fromOutside = true;
    current.mask.value = value;
    current.previous = value;
    current.fromOutside = false;
  }, [value]);

  return (node: HTMLInputElement | null) => {
    element.current = node;
  };
}
