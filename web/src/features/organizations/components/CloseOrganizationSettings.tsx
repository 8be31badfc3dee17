import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { formatUtcDateTime, isolateLtr } from '@/lib/dates';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { useOrganization } from '../api/donationNotices';
import { useCloseOrganization } from '../api/profile';
import './organizations.css';

/** Closing the organization, for its owners: what stays and what stops, then a confirmation. */
export function CloseOrganizationSettings({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation('settings');
  const messages = useErrorMessages();
  const organization = useOrganization(organizationId);
  const close = useCloseOrganization(organizationId);
  const [asking, setAsking] = useState(false);
  const name = organization.data?.name ?? '';
  const closedAt = organization.data?.closed_at;

  return (
    <section className="mp-card mp-org-section" aria-labelledby="close-organization-title">
      <h2 id="close-organization-title" className="mp-h2 mp-org-section-title">
        {t('closeOrganization.title')}
      </h2>
      {closedAt ? (
        <Alert severity="info" role="status">
          {t('closeOrganization.closed', { name, date: isolateLtr(formatUtcDateTime(closedAt)) })}
        </Alert>
      ) : (
        <>
          <p className="mp-p mp-muted mp-org-section-description">{t('closeOrganization.text')}</p>
          {close.isError && (
            <Alert severity="error" className="mp-org-alert">
              {messages.apiError(close.error)}
            </Alert>
          )}
          <div>
            <Button variant="outlined" tone="error" isDisabled={!organization.data} isPending={close.isPending} onPress={() => setAsking(true)}>
              {t('closeOrganization.button')}
            </Button>
          </div>
        </>
      )}
      <ConfirmDialog
        open={asking}
        onClose={() => setAsking(false)}
        header={t('closeOrganization.confirmTitle', { name })}
        subheader={t('closeOrganization.confirmText')}
        buttons={[
          { label: t('closeOrganization.cancel'), onClick: () => setAsking(false), variant: 'outlined' },
          {
            label: t('closeOrganization.confirm'),
            color: 'error',
            onClick: () => {
              setAsking(false);
              close.mutate();
            },
          },
        ]}
      />
    </section>
  );
}
