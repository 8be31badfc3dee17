import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type Control, type UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { ApiError, isApiError } from '@/lib/api/errors';
import { formatUtcDateTime, isolateLtr } from '@/lib/dates';
import { applyServerErrors } from '@/lib/forms';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { paths } from '@/lib/paths';
import { useSaveRound } from '../api/saveRound';
import { ALGORITHMS, type AdminRound } from '../api/types';
import {
  FROZEN_FIELDS,
  PARAM_KEYS,
  ROUND_FIELDS,
  newRoundValues,
  paramNamedIn,
  roundSchema,
  roundValues,
  toRoundRequest,
  type DateField,
  type ParamKey,
  type RoundFormValues,
} from '../schemas';
import { BoundDateTimeField } from './BoundDateTimeField';
import { BoundSelect } from './BoundSelect';
import { BoundTextField } from './BoundTextField';
import { RoundSwitch } from './RoundSwitch';
import './roundAdmin.css';

export interface RoundFormProps {
  /** The round to edit; absent for a new round. */
  round?: AdminRound;
  /** The edited round's results are frozen: its matching setup can no longer change. */
  frozen?: boolean;
  /** The number a new round gets by default. */
  nextNumber?: number;
  onSaved: (round: AdminRound, created: boolean) => void;
  onCancel: () => void;
}

function Section({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mp-op-panel">
      <h2 id={id} className="mp-op-section-title">
        {title}
      </h2>
      {intro && <div className="mp-body2 mp-muted mp-round-section-intro">{intro}</div>}
      <div className="mp-round-grid">{children}</div>
    </section>
  );
}

/** Server errors on their fields: a `params` error goes on the parameter the server's message names. */
function placeServerErrors(error: unknown, setError: UseFormSetError<RoundFormValues>): boolean {
  if (!isApiError(error)) return false;
  const { params, ...fields } = error.fields;
  const named = params ? paramNamedIn(error.message) : undefined;
  if (params && named) fields[named] = params;
  const placed = applyServerErrors(new ApiError(error.status, error.code, error.message, fields), setError, ROUND_FIELDS, {
    'round.number_taken': 'number',
  });
  return placed && (!params || named !== undefined);
}

function ParamField({ name, control, disabled }: { name: ParamKey; control: Control<RoundFormValues>; disabled: boolean }) {
  const { t } = useTranslation('roundsAdmin');
  const integer = name === 'ip_max' || name === 'ip_threshold';
  return (
    <BoundTextField
      control={control}
      name={name}
      label={t(`form.params.${name}.label`)}
      helperText={t(`form.params.${name}.help`)}
      disabled={disabled}
      inputMode={integer ? 'numeric' : 'decimal'}
      direction="ltr"
      autoComplete="off"
      className="mp-round-half"
    />
  );
}

/**
 * A round's details, schedule (in UTC) and matching parameters, checked here as the server
 * checks them; the server's own per-field errors land on the same fields.
 */
export function RoundForm({ round, frozen = false, nextNumber = 1, onSaved, onCancel }: RoundFormProps) {
  const { t } = useTranslation('roundsAdmin');
  const messages = useErrorMessages();
  const save = useSaveRound();
  const [failure, setFailure] = useState<unknown>(null);
  const [initial] = useState<RoundFormValues>(() => (round ? roundValues(round) : newRoundValues(nextNumber)));
  const { control, handleSubmit, setError, formState } = useForm<RoundFormValues>({
    resolver: zodResolver(roundSchema),
    defaultValues: initial,
  });
  const algorithm = useWatch({ control, name: 'algorithm' });
  const locked = (field: keyof RoundFormValues) => frozen && FROZEN_FIELDS.includes(field);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const saved = await save.mutateAsync({ id: round?.id, body: toRoundRequest(values, round ? initial : undefined) });
      onSaved(saved, !round);
    } catch (error) {
      if (!placeServerErrors(error, setError)) setFailure(error);
    }
  });

  const dateField = (name: DateField) => (
    <BoundDateTimeField control={control} name={name} label={t(`form.dates.${name}`)} required disabled={locked(name)} className="mp-round-half" />
  );

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={round ? t('form.editTitle', { number: round.number }) : t('form.newTitle')} className="mp-op-stack-lg">
      {frozen ? (
        <Alert severity="info" role="note">
          {t('form.frozen')}
        </Alert>
      ) : round?.status === 'DURING' ? (
        <Alert severity="warning" role="note">
          {t('form.votingOpen')}
        </Alert>
      ) : round?.status === 'AFTER' ? (
        <Alert severity="warning" role="note">
          {t('form.awaitingFreeze')}
        </Alert>
      ) : (
        <Alert severity="info" role="note">
          {t('form.beforeFreeze')}
        </Alert>
      )}
      {failure !== null && (
        <Alert severity="error" role="alert">
          {messages.apiError(failure)}
        </Alert>
      )}

      <Section title={t('form.roundSection')}>
        <BoundTextField
          control={control}
          name="number"
          label={t('form.number')}
          helperText={t('form.numberHelp')}
          required
          inputMode="numeric"
          direction="ltr"
          autoComplete="off"
          className="mp-round-third"
        />
        <BoundTextField control={control} name="name" label={t('form.name')} required autoComplete="off" direction="auto" className="mp-round-two-thirds" />
        <BoundTextField control={control} name="description" label={t('form.description')} helperText={t('form.descriptionHelp')} rows={3} direction="auto" className="mp-round-full" />
        <BoundTextField
          control={control}
          name="pool_amount"
          label={t('form.pool')}
          helperText={t('form.poolHelp')}
          required
          disabled={locked('pool_amount')}
          inputMode="decimal"
          direction="ltr"
          autoComplete="off"
          className="mp-round-half"
        />
        <div className="mp-round-full">
          <Controller
            control={control}
            name="projects_need_approval"
            render={({ field }) => (
              <RoundSwitch label={t('form.needsApproval')} help={t('form.needsApprovalHelp')} isSelected={field.value} onChange={field.onChange} onBlur={field.onBlur} />
            )}
          />
        </div>
      </Section>

      <Section
        title={t('form.scheduleSection')}
        intro={
          <>
            <p className="mp-body2">{t('form.scheduleIntro', { now: isolateLtr(formatUtcDateTime(new Date())) })}</p>
            <p className="mp-body2 mp-round-section-more">{t('form.scheduleOrder')}</p>
          </>
        }
      >
        {dateField('submission_start_at')}
        {dateField('submission_end_at')}
        {dateField('voting_start_at')}
        {dateField('voting_end_at')}
        {dateField('results_at')}
      </Section>

      <Section
        title={t('form.matchingSection')}
        intro={
          <>
            {t('form.matchingIntro')}{' '}
            <Link to={paths.howMatchingWorks} className="mp-link mp-round-underline">
              {t('form.howLink')}
            </Link>
          </>
        }
      >
        <BoundSelect
          control={control}
          name="algorithm"
          label={t('form.algorithm')}
          helperText={t(`form.algorithms.${algorithm}.text`)}
          disabled={locked('algorithm')}
          options={ALGORITHMS.map((option) => ({ id: option, label: t(`form.algorithms.${option}.name`) }))}
          className="mp-round-full"
        />
        {algorithm === 'cocm' && <p className="mp-body2 mp-muted mp-round-full">{t('form.cocmFixed')}</p>}
        {PARAM_KEYS.filter((key) => key !== 'pairwise_m' || algorithm === 'pairwise').map((key) => (
          <ParamField key={key} name={key} control={control} disabled={locked(key)} />
        ))}
        <div className="mp-round-full mp-round-note">
          <p className="mp-body2">{t('form.projectCap')}</p>
        </div>
      </Section>

      <div className="mp-round-form-actions">
        <Button variant="outlined" onPress={onCancel}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" variant="contained" isPending={formState.isSubmitting}>
          {round ? t('form.save') : t('form.create')}
        </Button>
      </div>
    </form>
  );
}
