import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type Control, type UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ApiError, isApiError } from '@/lib/api/errors';
import { formatUtcDateTime, isolateLtr } from '@/lib/dates';
import { applyServerErrors } from '@/lib/forms';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { paths } from '@/lib/paths';
import { useSaveRound } from '../api/saveRound';
import { ALGORITHMS, type AdminRound, type Algorithm } from '../api/types';
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
import { BoundTextField } from './BoundTextField';

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
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2.5, md: 3 } }}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.25rem', mb: intro ? 1 : 2.5 }}>
        {title}
      </Typography>
      {intro && (
        <Typography variant="body2" color="text.secondary" component="div" sx={{ mb: 2.5 }}>
          {intro}
        </Typography>
      )}
      {children}
    </Paper>
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
      fullWidth
      slotProps={{ htmlInput: { inputMode: integer ? 'numeric' : 'decimal', dir: 'ltr', autoComplete: 'off' } }}
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
  const approvalHelpId = useId();

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
    <BoundTextField
      control={control}
      name={name}
      type="datetime-local"
      label={t(`form.dates.${name}`)}
      required
      fullWidth
      disabled={locked(name)}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60, dir: 'ltr' } }}
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label={round ? t('form.editTitle', { number: round.number }) : t('form.newTitle')}>
      <Stack spacing={3}>
        {frozen ? (
          <Alert severity="info" role="note">{t('form.frozen')}</Alert>
        ) : round?.status === 'DURING' ? (
          <Alert severity="warning" role="note">{t('form.votingOpen')}</Alert>
        ) : round?.status === 'AFTER' ? (
          <Alert severity="warning" role="note">{t('form.awaitingFreeze')}</Alert>
        ) : (
          <Alert severity="info" role="note">{t('form.beforeFreeze')}</Alert>
        )}
        {failure !== null && (
          <Alert severity="error" role="alert">
            {messages.apiError(failure)}
          </Alert>
        )}

        <Section title={t('form.roundSection')}>
          <Grid container spacing={2.5}>
            <Grid size={{ xs: 12, sm: 4 }}>
              <BoundTextField
                control={control}
                name="number"
                label={t('form.number')}
                helperText={t('form.numberHelp')}
                required
                fullWidth
                slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr', autoComplete: 'off' } }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 8 }}>
              <BoundTextField
                control={control}
                name="name"
                label={t('form.name')}
                required
                fullWidth
                autoComplete="off"
                slotProps={{ htmlInput: { dir: 'auto' } }}
              />
            </Grid>
            <Grid size={12}>
              <BoundTextField
                control={control}
                name="description"
                label={t('form.description')}
                helperText={t('form.descriptionHelp')}
                multiline
                minRows={3}
                fullWidth
                slotProps={{ htmlInput: { dir: 'auto' } }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <BoundTextField
                control={control}
                name="pool_amount"
                label={t('form.pool')}
                helperText={t('form.poolHelp')}
                required
                fullWidth
                disabled={locked('pool_amount')}
                slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr', autoComplete: 'off' } }}
              />
            </Grid>
            <Grid size={12}>
              <Controller
                control={control}
                name="projects_need_approval"
                render={({ field }) => (
                  <Box>
                    <FormControlLabel
                      control={<Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} onBlur={field.onBlur} inputRef={field.ref} slotProps={{ input: { 'aria-describedby': approvalHelpId } }} />}
                      label={t('form.needsApproval')}
                    />
                    <FormHelperText id={approvalHelpId} sx={{ mt: 0 }}>
                      {t('form.needsApprovalHelp')}
                    </FormHelperText>
                  </Box>
                )}
              />
            </Grid>
          </Grid>
        </Section>

        <Section
          title={t('form.scheduleSection')}
          intro={
            <>
              <p style={{ margin: 0 }}>{t('form.scheduleIntro', { now: isolateLtr(formatUtcDateTime(new Date())) })}</p>
              <p style={{ margin: '8px 0 0' }}>{t('form.scheduleOrder')}</p>
            </>
          }
        >
          <Grid container spacing={2.5}>
            <Grid size={{ xs: 12, sm: 6 }}>{dateField('submission_start_at')}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{dateField('submission_end_at')}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{dateField('voting_start_at')}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{dateField('voting_end_at')}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{dateField('results_at')}</Grid>
          </Grid>
        </Section>

        <Section
          title={t('form.matchingSection')}
          intro={
            <>
              {t('form.matchingIntro')}{' '}
              <Link component={RouterLink} to={paths.howMatchingWorks} underline="always">
                {t('form.howLink')}
              </Link>
            </>
          }
        >
          <Grid container spacing={2.5}>
            <Grid size={12}>
              <BoundTextField
                control={control}
                name="algorithm"
                select
                label={t('form.algorithm')}
                helperText={t(`form.algorithms.${algorithm}.text`)}
                disabled={locked('algorithm')}
                fullWidth
                slotProps={{
                  select: { renderValue: (value) => t(`form.algorithms.${value as Algorithm}.name`) },
                }}
              >
                {ALGORITHMS.map((option) => (
                  <MenuItem key={option} value={option} sx={{ whiteSpace: 'normal' }}>
                    <ListItemText primary={t(`form.algorithms.${option}.name`)} secondary={t(`form.algorithms.${option}.text`)} />
                  </MenuItem>
                ))}
              </BoundTextField>
            </Grid>
            {algorithm === 'cocm' && (
              <Grid size={12}>
                <Typography variant="body2" color="text.secondary">
                  {t('form.cocmFixed')}
                </Typography>
              </Grid>
            )}
            {PARAM_KEYS.filter((key) => key !== 'pairwise_m' || algorithm === 'pairwise').map((key) => (
              <Grid key={key} size={{ xs: 12, sm: 6 }}>
                <ParamField name={key} control={control} disabled={locked(key)} />
              </Grid>
            ))}
            <Grid size={12}>
              <Box sx={{ p: 2, borderRadius: 2, bgcolor: 'background.default', border: 1, borderColor: 'divider' }}>
                <Typography variant="body2">{t('form.projectCap')}</Typography>
              </Box>
            </Grid>
          </Grid>
        </Section>

        <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
          <Button variant="outlined" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            {round ? t('form.save') : t('form.create')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
