import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/FormTextField';
import { formatUsd } from '@/lib/format';
import { IMPACT_ASSESSMENT_FEE_USD, SOCIAL_CAUSES, TRACKS } from '../constants';
import { useCauseLabel, useTrackLabel } from '../hooks/useLabels';
import type { StepValues } from './schemas';

const MARKDOWN_ROWS = { multiline: true, minRows: 4, maxRows: 14 } as const;

export function BasicsFields({ control }: { control: Control<StepValues<1>> }) {
  const { t, i18n } = useTranslation(['projectForm', 'projects']);
  const causeLabel = useCauseLabel();
  const trackLabel = useTrackLabel();
  const causes = useMemo(
    () => [...SOCIAL_CAUSES].sort((a, b) => causeLabel(a).localeCompare(causeLabel(b), i18n.language)),
    [causeLabel, i18n.language],
  );
  return (
    <>
      <FormTextField control={control} name="title" label={t('fields.title')} required />
      <FormTextField control={control} name="description" label={t('fields.description')} helperText={t('fields.markdownHelp')} required {...MARKDOWN_ROWS} />
      <FormTextField control={control} name="social_cause" label={t('fields.socialCause')} required select>
        {causes.map((cause) => (
          <MenuItem key={cause} value={cause}>
            {causeLabel(cause)}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField control={control} name="category" label={t('fields.track')} required select>
        {TRACKS.map((track) => (
          <MenuItem key={track} value={track}>
            {trackLabel(track)}
          </MenuItem>
        ))}
      </FormTextField>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField control={control} name="city" label={t('fields.city')} autoComplete="address-level2" fullWidth />
        <FormTextField control={control} name="country" label={t('fields.country')} autoComplete="country-name" fullWidth />
      </Stack>
    </>
  );
}

export function ContactFields({ control }: { control: Control<StepValues<2>> }) {
  const { t } = useTranslation(['projectForm', 'projects']);
  const ltr = { htmlInput: { dir: 'ltr' } };
  return (
    <>
      <FormTextField control={control} name="email" label={t('fields.email')} type="email" autoComplete="email" required slotProps={ltr} />
      <FormTextField control={control} name="website" label={t('fields.website')} type="url" autoComplete="url" slotProps={ltr} />
      <FormTextField control={control} name="linkedin" label={t('fields.linkedin')} type="url" slotProps={ltr} />
    </>
  );
}

export function ProblemFields({ control }: { control: Control<StepValues<3>> }) {
  const { t } = useTranslation(['projectForm', 'projects']);
  return (
    <>
      <FormTextField control={control} name="problem_statement" label={t('fields.problem')} helperText={t('fields.markdownHelp')} required {...MARKDOWN_ROWS} />
      <FormTextField control={control} name="solution" label={t('fields.solution')} helperText={t('fields.markdownHelp')} required {...MARKDOWN_ROWS} />
    </>
  );
}

export function GoalsFields({ control }: { control: Control<StepValues<4>> }) {
  const { t } = useTranslation(['projectForm', 'projects']);
  return (
    <>
      <FormTextField control={control} name="goals" label={t('fields.goals')} helperText={t('fields.markdownHelp')} required {...MARKDOWN_ROWS} />
      <FormTextField control={control} name="cost_breakdown" label={t('fields.costBreakdown')} helperText={t('fields.markdownHelp')} required {...MARKDOWN_ROWS} />
      <FormTextField
        control={control}
        name="total_requested_amount"
        label={t('fields.totalRequested')}
        helperText={t('fields.totalRequestedHelp')}
        required
        slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr' } }}
      />
    </>
  );
}

export function ImpactFields({ control }: { control: Control<StepValues<5>> }) {
  const { t, i18n } = useTranslation(['projectForm', 'projects']);
  return (
    <>
      <Controller
        control={control}
        name="impact_assessment_type"
        render={({ field }) => (
          <FormControl component="fieldset">
            <FormLabel component="legend" sx={{ mb: 1, fontWeight: 600, color: 'text.primary' }}>
              {t('fields.impactType')}
            </FormLabel>
            <RadioGroup {...field}>
              <FormControlLabel value="OPTION_A" control={<Radio />} label={t('projects:impact.optionA', { amount: formatUsd(IMPACT_ASSESSMENT_FEE_USD, i18n.language) })} />
              <FormControlLabel value="OPTION_B" control={<Radio />} label={t('projects:impact.optionB')} />
            </RadioGroup>
          </FormControl>
        )}
      />
      <FormTextField control={control} name="impact_assessment" label={t('fields.impactDetails')} helperText={t('fields.markdownHelp')} required {...MARKDOWN_ROWS} />
      <FormTextField control={control} name="feasibility" label={t('fields.feasibility')} helperText={t('fields.feasibilityHelp')} required {...MARKDOWN_ROWS} />
    </>
  );
}

export function WalletFields({ control, walletLocked }: { control: Control<StepValues<7>>; walletLocked: boolean }) {
  const { t } = useTranslation(['projectForm', 'projects']);
  return (
    <>
      <FormTextField
        control={control}
        name="wallet_address"
        label={t('fields.wallet')}
        helperText={walletLocked ? t('fields.walletLocked') : t('fields.walletHelp')}
        slotProps={{ htmlInput: { dir: 'ltr', readOnly: walletLocked, spellCheck: false, autoCapitalize: 'none' } }}
      />
      <FormTextField
        control={control}
        name="voluntery_contribution"
        label={t('fields.contribution')}
        helperText={t('fields.contributionHelp')}
        multiline
        minRows={2}
      />
    </>
  );
}
