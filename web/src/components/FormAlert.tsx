import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { Alert } from './ui/Alert';

/** The general message of a failed submission, announced to screen readers. */
export function FormAlert({ error }: { error: unknown }) {
  const messages = useErrorMessages();
  if (!error) return null;
  return (
    <Alert severity="error" role="alert" className="mp-form-alert">
      {messages.apiError(error)}
    </Alert>
  );
}
