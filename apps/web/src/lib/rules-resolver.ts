/**
 * A react-hook-form resolver from the domain's field rules (`(value) => message | null`), the
 * same functions the contracts' zod schemas are built from. For the few forms that must not
 * download zod on first paint (the login page's 150 kB budget); every other form uses
 * its contract's schema with zodResolver.
 */
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';

export type FieldRules<T extends FieldValues> = { [K in keyof T]?: (value: T[K]) => string | null };

export function rulesResolver<T extends FieldValues>(rules: FieldRules<T>): Resolver<T> {
  return (values) => {
    const errors: Partial<Record<keyof T, FieldError>> = {};
    for (const key of Object.keys(rules) as (keyof T)[]) {
      const message = rules[key]?.(values[key]);
      if (message) errors[key] = { type: 'validate', message };
    }
    if (Object.keys(errors).length === 0) return { values, errors: {} };
    // FieldErrors<T> is a deep mapped type; a flat record of field errors is one of its shapes.
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}
