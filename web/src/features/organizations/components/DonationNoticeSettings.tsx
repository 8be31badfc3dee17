import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DONATION_NOTICES, useOrganization, useSetDonationNotices, type DonationNotices } from '../api/donationNotices';

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
    <Card component="section" aria-labelledby="donation-notices-title">
      <CardContent sx={{ p: { xs: 2.5, md: 4 } }}>
        <Typography id="donation-notices-title" variant="h2" sx={{ mb: 1 }}>
          {t('donationNotices.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('donationNotices.description', { email: organization.data?.email ?? '' })}
        </Typography>
        {organization.isPending && <CircularProgress size={24} aria-label={t('donationNotices.loading')} />}
        {organization.isError && (
          <Alert severity="error" role="alert">
            {t('donationNotices.loadFailed')}
          </Alert>
        )}
        {save.isSuccess && choice === null && (
          <Alert severity="success" role="status" sx={{ mb: 3 }}>
            {t('donationNotices.saved')}
          </Alert>
        )}
        {save.isError && (
          <Alert severity="error" role="alert" sx={{ mb: 3 }}>
            {t('donationNotices.saveFailed')}
          </Alert>
        )}
        {organization.data && (
          <>
            <FormControl component="fieldset" sx={{ width: '100%' }}>
              <FormLabel component="legend" sx={{ mb: 1.5, fontWeight: 600, color: 'text.primary' }}>
                {t('donationNotices.label')}
              </FormLabel>
              <RadioGroup
                name="donation-notices"
                value={current}
                onChange={(event) => {
                  if (isChoice(event.target.value)) setChoice(event.target.value);
                }}
              >
                {DONATION_NOTICES.map((option) => (
                  <FormControlLabel key={option} value={option} control={<Radio />} label={t(`donationNotices.${option}`)} />
                ))}
              </RadioGroup>
            </FormControl>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('donationNotices.refunds')}
            </Typography>
            <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 3 }}>
              <Button
                variant="contained"
                disabled={choice === null || choice === stored}
                loading={save.isPending}
                onClick={() => {
                  if (choice) save.mutate(choice, { onSuccess: () => setChoice(null) });
                }}
              >
                {t('donationNotices.save')}
              </Button>
            </Stack>
          </>
        )}
      </CardContent>
    </Card>
  );
}
