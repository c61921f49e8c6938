import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { validate, type Rule } from '@/lib/validation/rules';

/** A form's rules: for a field, the message of its first broken rule (or null), given the field's value and the form's. */
export type FormRules<T extends FieldValues> = { [K in keyof T]?: (value: T[K], values: T) => string | null };

/** A text field's rules of lib/validation, applied in order: the first message wins. */
export const textRules =
  (...rules: Rule[]) =>
  (value: string) =>
    validate(value, rules);

/**
 * The one way a form of this site validates (issue 62): react-hook-form with the project's rules (lib/validation/rules.ts)
 * as its resolver, so a message a visitor sees is the same rule the CMS applies again.
 */
export function rulesResolver<T extends FieldValues>(rules: FormRules<T>): Resolver<T> {
  return (values) => {
    const errors: Record<string, { type: string; message: string }> = {};
    for (const key of Object.keys(rules) as (keyof T & string)[]) {
      const message = rules[key]?.(values[key], values);
      if (message) errors[key] = { type: 'rules', message };
    }
    return Object.keys(errors).length ? { values: {}, errors: errors as FieldErrors<T> } : { values, errors: {} };
  };
}
