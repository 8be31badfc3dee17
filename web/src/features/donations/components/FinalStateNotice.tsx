import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import './donations.css';

const SEVERITY = { failed: 'error', canceled: 'info', expired: 'info', refunded: 'info', disputed: 'warning' } as const;
type Explained = keyof typeof SEVERITY;

function isExplained(state: string): state is Explained {
  return state in SEVERITY;
}

/** Why a donation ended without counting (or is disputed), with the reason the server gave. */
export function FinalStateNotice({ state, reason }: { state: string; reason?: string | null }) {
  const { t } = useTranslation('donations');
  if (!isExplained(state)) return null;
  return (
    // Part of the page's content, not news: no alert role.
    <Alert severity={SEVERITY[state]} role="note" className="mp-donation-final" data-testid="donation-final-notice">
      {t(`status.explain.${state}`)}
      {reason && (
        <p className="mp-body2 mp-donation-reason">
          {t('status.reason')} <bdi dir="auto">{reason}</bdi>
        </p>
      )}
    </Alert>
  );
}
