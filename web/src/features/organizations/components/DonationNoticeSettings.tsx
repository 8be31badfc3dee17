import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Radio, RadioGroup } from '@/components/ui/Radio';
import { DONATION_NOTICES, useOrganization, useSetDonationNotices, type DonationNotices } from '../api/donationNotices';
import './organizations.css';

const isChoice = (value: string): value is DonationNotices => (DONATION_NOTICES as string[]).includes(value);

/** How the organization hears of donations to its projects: each one, a daily digest, or none. */
export function DonationNoticeSettings({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation('settings');
  const organization = useOrganization(organizationId);
  const save = useSetDonationNotices(organizationId);
  const [choice, setChoice] = useState<DonationNotices | null>(null);
  const stored = organization.data?.donation_notices;
  const current = choice ?? stored ?? 'each';

  return (
    <section className="mp-card mp-org-section" aria-labelledby="donation-notices-title">
      <h2 id="donation-notices-title" className="mp-h2 mp-org-section-title">
        {t('donationNotices.title')}
      </h2>
      <p className="mp-p mp-muted mp-org-section-description">{t('donationNotices.description', { email: organization.data?.email ?? '' })}</p>
      {organization.isPending && <span className="mp-spinner mp-org-spinner" role="progressbar" aria-label={t('donationNotices.loading')} />}
      {organization.isError && <Alert severity="error">{t('donationNotices.loadFailed')}</Alert>}
      {save.isSuccess && choice === null && (
        <Alert severity="success" role="status" className="mp-org-alert">
          {t('donationNotices.saved')}
        </Alert>
      )}
      {save.isError && (
        <Alert severity="error" className="mp-org-alert">
          {t('donationNotices.saveFailed')}
        </Alert>
      )}
      {organization.data && (
        <>
          <RadioGroup
            name="donation-notices"
            label={t('donationNotices.label')}
            value={current}
            onChange={(value) => {
              if (isChoice(value)) setChoice(value);
            }}
            className="mp-org-choices"
          >
            {DONATION_NOTICES.map((option) => (
              <Radio key={option} value={option}>
                {t(`donationNotices.${option}`)}
              </Radio>
            ))}
          </RadioGroup>
          <p className="mp-body2 mp-muted mp-org-note">{t('donationNotices.refunds')}</p>
          <div className="mp-org-actions">
            <Button
              variant="contained"
              isDisabled={choice === null || choice === stored}
              isPending={save.isPending}
              onPress={() => {
                if (choice) save.mutate(choice, { onSuccess: () => setChoice(null) });
              }}
            >
              {t('donationNotices.save')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
