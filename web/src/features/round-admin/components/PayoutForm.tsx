import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '@/lib/forms';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { useRecordPayout } from '../api/recordPayout';
import type { Payout, ProjectPayouts } from '../api/types';
import { PAYOUT_FIELDS, newPayoutValues, payoutSchema, toPayoutRequest, type PayoutFormValues } from '../payoutSchema';
import { formatCents } from '@/lib/format';
import { BoundTextField } from './BoundTextField';

export interface PayoutFormProps {
  roundId: string;
  projects: ProjectPayouts[];
  /** A project chosen elsewhere (its row's "Record a payout"); `seq` makes the same choice count twice. */
  chosen: { projectId: string; seq: number } | null;
  onRecorded: (payout: Payout) => void;
}

/** Records one transfer to a project: amount, bank or chain reference, and when it was paid (UTC). */
export function PayoutForm({ roundId, projects, chosen, onRecorded }: PayoutFormProps) {
  const { t, i18n } = useTranslation('roundsAdmin');
  const messages = useErrorMessages();
  const titleId = useId();
  const record = useRecordPayout(roundId);
  const [failure, setFailure] = useState<unknown>(null);
  const schema = useMemo(
    () => payoutSchema((id) => projects.find((project) => project.project_id === id)?.outstanding_cents),
    [projects],
  );
  const { control, handleSubmit, setError, setValue, setFocus, reset, formState } = useForm<PayoutFormValues>({
    resolver: zodResolver(schema),
    defaultValues: newPayoutValues(),
  });

  useEffect(() => {
    if (!chosen) return;
    setValue('project_id', chosen.projectId, { shouldValidate: false });
    setFocus('amount');
  }, [chosen, setValue, setFocus]);

  const projectId = useWatch({ control, name: 'project_id' });
  const project = projects.find((entry) => entry.project_id === projectId);
  const payable = projects.filter((entry) => entry.outstanding_cents > 0);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const payout = await record.mutateAsync(toPayoutRequest(values));
      reset(newPayoutValues());
      onRecorded(payout);
    } catch (error) {
      if (!applyServerErrors(error, setError, PAYOUT_FIELDS, { 'payout.exceeds_match': 'amount' })) setFailure(error);
    }
  });

  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 2.5, md: 3 } }}>
      <Typography id={titleId} variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {t('payouts.form.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
        {t('payouts.form.intro')}
      </Typography>
      {failure !== null && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {messages.apiError(failure)}
        </Alert>
      )}
      <form onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
        <Grid container spacing={2.5}>
          <Grid size={{ xs: 12, md: 6 }}>
            <BoundTextField
              control={control}
              name="project_id"
              select
              required
              fullWidth
              label={t('payouts.form.project')}
              helperText={
                project ? t('payouts.form.owed', { amount: formatCents(project.outstanding_cents, i18n.language) }) : t('payouts.form.projectHelp')
              }
              slotProps={{
                select: {
                  displayEmpty: false,
                  renderValue: (value) => projects.find((entry) => entry.project_id === value)?.title ?? t('standings.removedProject'),
                },
              }}
            >
              {payable.map((entry) => (
                <MenuItem key={entry.project_id} value={entry.project_id}>
                  <ListItemText
                    primary={entry.title ?? t('standings.removedProject')}
                    secondary={t('payouts.form.owed', { amount: formatCents(entry.outstanding_cents, i18n.language) })}
                  />
                </MenuItem>
              ))}
            </BoundTextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <BoundTextField
              control={control}
              name="amount"
              required
              fullWidth
              label={t('payouts.form.amount')}
              helperText={t('payouts.form.amountHelp')}
              slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr', autoComplete: 'off' } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <BoundTextField
              control={control}
              name="paid_at"
              type="datetime-local"
              fullWidth
              label={t('payouts.form.paidAt')}
              helperText={t('payouts.form.paidAtHelp')}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60, dir: 'ltr' } }}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 9 }}>
            <BoundTextField
              control={control}
              name="reference"
              required
              fullWidth
              label={t('payouts.form.reference')}
              helperText={t('payouts.form.referenceHelp')}
              autoComplete="off"
              slotProps={{ htmlInput: { dir: 'auto' } }}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 3 }} sx={{ display: 'flex', alignItems: 'flex-start' }}>
            <Button type="submit" variant="contained" fullWidth loading={formState.isSubmitting} sx={{ mt: { md: 1 } }}>
              {t('payouts.form.submit')}
            </Button>
          </Grid>
        </Grid>
      </form>
    </Paper>
  );
}
