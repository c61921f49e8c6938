'use client';

import IMask from '@/lib/masks/imask';
import { useEffect, useRef } from 'react';
import { patternMaskOptions, type PatternMaskKind } from '@/lib/masks/masks';

/**
 * Attaches an imask pattern mask to an input and reports every accepted value (and blur) to `onValue`.
 * Returns a ref callback to combine with react-hook-form's own ref.
 */
export function useImaskField(kind: PatternMaskKind, onValue: (value: string) => void, onBlurValue?: (value: string) => string) {
  const element = useRef<HTMLInputElement | null>(null);
  const callbacks = useRef({ onValue, onBlurValue });
  useEffect(() => {
    callbacks.current = { onValue, onBlurValue };
  });

  useEffect(() => {
    const input = element.current;
    if (!input) return;
    const instance = IMask(input, patternMaskOptions(kind));
    instance.on('accept', () => callbacks.current.onValue(instance.value));
    const onBlur = () => {
      const next = callbacks.current.onBlurValue?.(instance.value);
      if (next !== undefined && next !== instance.value) {
        instance.value = next;
        callbacks.current.onValue(next);
      }
    };
    input.addEventListener('blur', onBlur);
    return () => {
      input.removeEventListener('blur', onBlur);
      instance.destroy();
    };
  }, [kind]);

  return (node: HTMLInputElement | null) => {
    element.current = node;
  };
}
