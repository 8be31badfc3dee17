import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { DonationState } from '../api/types';

const SEVERITY = { failed: 'error', canceled: 'info', expired: 'info', refunded: 'info', disputed: 'warning' } as const;
type Explained = keyof typeof SEVERITY;

function isExplained(state: DonationState): state is Explained {
  return state in SEVERITY;
}

/** Why a donation ended without counting (or is disputed), with the reason the server gave. */
export function FinalStateNotice({ state, reason }: { state: DonationState; reason?: string | null }) {
  const { t } = useTranslation('donations');
  if (!isExplained(state)) return null;
  return (
    <Alert severity={SEVERITY[state]} sx={{ mt: 3 }} data-testid="donation-final-notice">
      {t(`status.explain.${state}`)}
      {reason && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {t('status.reason')} <bdi dir="auto">{reason}</bdi>
        </Typography>
      )}
    </Alert>
  );
}
