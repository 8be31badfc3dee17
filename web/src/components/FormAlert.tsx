import Alert from '@mui/material/Alert';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';

/** The general message of a failed submission, announced to screen readers. */
export function FormAlert({ error }: { error: unknown }) {
  const messages = useErrorMessages();
  if (!error) return null;
  return (
    <Alert severity="error" role="alert" sx={{ mb: 2 }}>
      {messages.apiError(error)}
    </Alert>
  );
}
