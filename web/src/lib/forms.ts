import { z } from 'zod';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/lib/api/errors';

/**
 * Form schemas speak in the same field codes as the server (`required`, `invalid_email`, ...),
 * so one set of translations (errors:field.*) explains both.
 */
export const requiredText = (max = 200) =>
  z.string().trim().min(1, { error: 'required' }).max(max, { error: 'too_long' });

export const emailField = () =>
  z.string().trim().min(1, { error: 'required' }).regex(z.regexes.email, { error: 'invalid_email' });

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
