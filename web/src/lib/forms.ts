import { z } from 'zod/mini';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/lib/api/errors';

/**
 * Form schemas speak in the same field codes as the server (`required`, `invalid_email`, ...),
 * so one set of translations (errors:field.*) explains both.
 */
export const requiredText = (max = 200) =>
  z.string().check(z.trim(), z.minLength(1, { error: 'required' }), z.maxLength(max, { error: 'too_long' }));

export const emailField = () =>
  z.string().check(z.trim(), z.minLength(1, { error: 'required' }), z.regex(z.regexes.email, { error: 'invalid_email' }));

/** Text that may stay empty, trimmed, at most `max` characters (UTF-16 units, as `maxLength` counts). */
export const optionalText = (max: number) => z.string().check(z.trim(), z.maxLength(max, { error: 'too_long' }));

/** A password, a select's value, ...: not empty, not trimmed. */
export const requiredValue = (error = 'required') => z.string().check(z.minLength(1, { error }));

/**
 * Puts a failed call's per-field codes on the form's fields. `conflicts` maps whole-request
 * codes to the field they are about (409 `auth.email_taken` → `email`). Returns true when
 * every problem landed on a field, false when the form should also show a general message.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly Path<T>[],
  conflicts: Partial<Record<string, Path<T>>> = {},
): boolean {
  if (!isApiError(error)) return false;
  const known = new Set<string>(fieldNames);
  let placedAll = true;
  let placedAny = false;
  for (const [field, code] of Object.entries(error.fields)) {
    if (known.has(field)) {
      setError(field as Path<T>, { type: 'server', message: code }, { shouldFocus: !placedAny });
      placedAny = true;
    } else {
      placedAll = false;
    }
  }
  const conflictField = conflicts[error.code];
  if (conflictField) {
    setError(conflictField, { type: 'server', message: error.code }, { shouldFocus: !placedAny });
    placedAny = true;
  }
  return placedAny && placedAll;
}
