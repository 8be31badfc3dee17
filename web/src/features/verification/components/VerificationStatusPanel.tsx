import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { UtcTime } from '@/components/UtcTime';
import type { VerificationStatus } from '../api/types';

const SEVERITY = { not_verified: 'warning', pending: 'info', verified: 'success', rejected: 'error' } as const;

/** Where the identity stands: not verified, pending review, verified, or rejected with the reason. */
export function VerificationStatusPanel({ status, ref }: { status: VerificationStatus; ref?: Ref<HTMLDivElement> }) {
  const { t } = useTranslation('trust');
  const text = {
    not_verified: t('status.notVerifiedText'),
    pending: t('status.pendingText'),
    verified: status.kind === 'kyb' ? t('status.verifiedTextKyb') : t('status.verifiedTextKyc'),
    rejected: t('status.rejectedText'),
  }[status.status];
  const title = {
    not_verified: t('status.notVerified'),
    pending: t('status.pending'),
    verified: t('status.verified'),
    rejected: t('status.rejected'),
  }[status.status];

  return (
    <Alert ref={ref} tabIndex={-1} severity={SEVERITY[status.status]} data-testid="verification-status" sx={{ outline: 'none' }}>
      <AlertTitle component="h2" sx={{ fontSize: '1.125rem', fontWeight: 600 }}>
        {t('status.heading', { status: title })}
      </AlertTitle>
      <Typography variant="body2">{text}</Typography>
      {status.status === 'rejected' && status.reason && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          <strong>{t('status.reasonLabel')}</strong> <bdi>{status.reason}</bdi>
        </Typography>
      )}
      {status.status === 'rejected' && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('status.resubmit')}
        </Typography>
      )}
      {status.submitted_at && status.status !== 'not_verified' && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('status.submittedAt')} <UtcTime value={status.submitted_at} />
        </Typography>
      )}
    </Alert>
  );
}
