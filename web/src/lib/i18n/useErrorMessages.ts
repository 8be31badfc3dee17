import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api/errors';

/**
 * Translates failures by the server's stable codes (errors namespace): a call's code
 * (`auth.email_taken`), a field's code (`required`), with generic fallbacks.
 */
export function useErrorMessages() {
  const { t, i18n } = useTranslation('errors');
  // Codes are open-ended server data, so these lookups are by runtime key, checked with exists().
  const lookup = useCallback(
    (key: string, values?: Record<string, unknown>): string | undefined =>
      i18n.exists(key, { ns: 'errors' }) ? (t as unknown as (key: string, values?: Record<string, unknown>) => string)(key, values) : undefined,
    [t, i18n],
  );

  return useMemo(
    () => ({
      /**
       * A person-readable message for a failed call. An unexpected failure also names the
       * request ("Reference: …"), so support can find its log lines.
       */
      apiError(error: unknown): string {
        if (!isApiError(error)) return t('generic');
        const known = lookup(error.code);
        if (error.status === 0) return known ?? t('network');
        const text = known ?? (error.status >= 500 ? t('server') : t('generic'));
        const unexpected = error.status >= 500 || !known;
        return unexpected && error.requestId ? `${text} ${t('reference', { id: error.requestId })}` : text;
      },
      /**
       * A field's code, or a whole error code placed on a field (`auth.email_taken`); `values`
       * fill the message's placeholders (the largest amount of `max_amount`).
       */
      fieldError(code: string, values?: Record<string, unknown>): string {
        return lookup(code.includes('.') ? code : `field.${code}`, values) ?? t('field.invalid');
      },
    }),
    [t, lookup],
  );
}
