'use client';

import { useCallback } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { phoneOnBlur } from '@/lib/masks/masks';
import { useImaskField } from './use-imask-field';

/**
 * A phone field of a react-hook-form form behind the SPEC §5 mask: imask owns the input's text, every accepted value goes
 * to the form, and the field's error clears as the visitor types. Spread the result on the `<input type="tel">`.
 */
export function usePhoneInput<T extends FieldValues>(form: Pick<UseFormReturn<T>, 'register' | 'setValue' | 'clearErrors'>, name: Path<T>) {
  const { register, setValue, clearErrors } = form;
  const field = register(name);
  const maskRef = useImaskField(
    'phone',
    useCallback(
      (value: string) => {
        setValue(name, value as PathValue<T, Path<T>>);
        clearErrors(name);
      },
      [setValue, clearErrors, name],
    ),
    phoneOnBlur,
  );
  return {
    name: field.name,
    onBlur: field.onBlur,
    ref: (node: HTMLInputElement | null) => {
      field.ref(node);
      maskRef(node);
    },
  };
}
