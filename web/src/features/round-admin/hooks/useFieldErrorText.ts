import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';

/**
 * Explains a field's code for this feature's forms: first what roundsAdmin says about this
 * field and code (`fieldErrors.voting_end_at.out_of_order`), then about this field in general
 * (`fieldErrors.cm_max.invalid`: "a number of 1 or more"), then the shared errors:field.* text;
 * whole-request codes (`round.number_taken`) come from the errors namespace.
 */
export function useFieldErrorText() {
  const { t, i18n } = useTranslation('roundsAdmin');
  const messages = useErrorMessages();
  return useCallback(
    (field: string, code: string): string => {
      // A whole-request code placed on a field (`round.number_taken`) is explained by the errors namespace.
      if (code.includes('.')) return messages.fieldError(code);
      const keys = [`fieldErrors.${field}.${code}`, ...(code === 'required' ? [] : [`fieldErrors.${field}.invalid`])];
      // Field names and codes are runtime data, so these keys are checked with exists().
      const key = keys.find((candidate) => i18n.exists(candidate, { ns: 'roundsAdmin' }));
      return key ? (t as unknown as (key: string) => string)(key) : messages.fieldError(code);
    },
    [t, i18n, messages],
  );
}
