import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { formatCents } from '@/lib/format';
import { applyServerErrors } from '@/lib/forms';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { useRecordPayout } from '../api/recordPayout';
import type { Payout, ProjectPayouts } from '../api/types';
import { PAYOUT_FIELDS, newPayoutValues, payoutSchema, toPayoutRequest, type PayoutFormValues } from '../payoutSchema';
import { BoundDateTimeField } from './BoundDateTimeField';
import { BoundSelect } from './BoundSelect';
import { BoundTextField } from './BoundTextField';
import './roundAdmin.css';

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
    <section aria-labelledby={titleId} className="mp-op-panel">
      <h2 id={titleId} className="mp-op-section-title">
        {t('payouts.form.title')}
      </h2>
      <p className="mp-body2 mp-muted mp-round-section-intro">{t('payouts.form.intro')}</p>
      {failure !== null && (
        <Alert severity="error" role="alert" className="mp-form-alert">
          {messages.apiError(failure)}
        </Alert>
      )}
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby={titleId} className="mp-payout-grid">
        <BoundSelect
          control={control}
          name="project_id"
          required
          label={t('payouts.form.project')}
          helperText={project ? t('payouts.form.owed', { amount: formatCents(project.outstanding_cents, i18n.language) }) : t('payouts.form.projectHelp')}
          options={payable.map((entry) => ({ id: entry.project_id, label: entry.title ?? t('standings.removedProject') }))}
          className="mp-payout-project"
        />
        <BoundTextField
          control={control}
          name="amount"
          required
          label={t('payouts.form.amount')}
          helperText={t('payouts.form.amountHelp')}
          inputMode="decimal"
          direction="ltr"
          autoComplete="off"
          className="mp-payout-amount"
        />
        <BoundDateTimeField control={control} name="paid_at" label={t('payouts.form.paidAt')} helperText={t('payouts.form.paidAtHelp')} className="mp-payout-date" />
        <BoundTextField
          control={control}
          name="reference"
          required
          label={t('payouts.form.reference')}
          helperText={t('payouts.form.referenceHelp')}
          autoComplete="off"
          direction="auto"
          className="mp-payout-reference"
        />
        <div className="mp-payout-submit">
          <Button type="submit" variant="contained" fullWidth isPending={formState.isSubmitting}>
            {t('payouts.form.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
