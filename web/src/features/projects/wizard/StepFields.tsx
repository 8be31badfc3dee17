import { useMemo } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/FormField';
import { FormSelect } from '@/components/FormSelect';
import { Radio, RadioGroup } from '@/components/ui/Radio';
import { formatUsd } from '@/lib/format';
import { useAppConfig } from '@/lib/config/appConfig';
import { IMPACT_ASSESSMENT_FEE_USD, TRACKS } from '../constants';
import { useCauseLabel, useTrackLabel } from '../hooks/useLabels';
import type { StepValues } from './schemas';
import './wizard.css';

/** A Markdown text: four rows to start with, growing with the text. */
const MARKDOWN_ROWS = 4;

export function BasicsFields({ control }: { control: Control<StepValues<1>> }) {
  const { t, i18n } = useTranslation(['projectForm', 'projects']);
  const causeLabel = useCauseLabel();
  const trackLabel = useTrackLabel();
  // The causes the server accepts (GET /config), by their label in this language.
  const socialCauses = useAppConfig()?.social_causes;
  const causes = useMemo(
    () =>
      [...(socialCauses ?? [])]
        .sort((a, b) => causeLabel(a).localeCompare(causeLabel(b), i18n.language))
        .map((cause) => ({ id: cause, label: causeLabel(cause) })),
    [socialCauses, causeLabel, i18n.language],
  );
  const tracks = TRACKS.map((track) => ({ id: track, label: trackLabel(track) }));
  return (
    <>
      <FormField control={control} name="title" label={t('fields.title')} required />
      <FormField control={control} name="description" label={t('fields.description')} helperText={t('fields.markdownHelp')} required rows={MARKDOWN_ROWS} />
      <FormSelect control={control} name="social_cause" label={t('fields.socialCause')} required options={causes} />
      <FormSelect control={control} name="category" label={t('fields.track')} required options={tracks} />
      <div className="mp-wizard-pair">
        <FormField control={control} name="city" label={t('fields.city')} autoComplete="address-level2" />
        <FormField control={control} name="country" label={t('fields.country')} autoComplete="country-name" />
      </div>
    </>
  );
}

export function ContactFields({ control }: { control: Control<StepValues<2>> }) {
  const { t } = useTranslation(['projectForm', 'projects']);
  return (
    <>
      <FormField control={control} name="email" label={t('fields.email')} type="email" autoComplete="email" required ltr />
      <FormField control={control} name="website" label={t('fields.website')} type="url" autoComplete="url" ltr />
      <FormField control={control} name="linkedin" label={t('fields.linkedin')} type="url" ltr />
    </>
  );
}

export function ProblemFields({ control }: { control: Control<StepValues<3>> }) {
  const { t } = useTranslation(['projectForm', 'projects']);
  return (
    <>
      <FormField control={control} name="problem_statement" label={t('fields.problem')} helperText={t('fields.markdownHelp')} required rows={MARKDOWN_ROWS} />
      <FormField control={control} name="solution" label={t('fields.solution')} helperText={t('fields.markdownHelp')} required rows={MARKDOWN_ROWS} />
    </>
  );
}

export function GoalsFields({ control }: { control: Control<StepValues<4>> }) {
  const { t } = useTranslation(['projectForm', 'projects']);
  return (
    <>
      <FormField control={control} name="goals" label={t('fields.goals')} helperText={t('fields.markdownHelp')} required rows={MARKDOWN_ROWS} />
      <FormField control={control} name="cost_breakdown" label={t('fields.costBreakdown')} helperText={t('fields.markdownHelp')} required rows={MARKDOWN_ROWS} />
      <FormField
        control={control}
        name="total_requested_amount"
        label={t('fields.totalRequested')}
        helperText={t('fields.totalRequestedHelp')}
        required
        inputMode="decimal"
        ltr
      />
    </>
  );
}

/** Who assesses the impact: a certified accountant (for a fee) or the organization itself. */
function ImpactTypeField({ control }: { control: Control<StepValues<5>> }) {
  const { t, i18n } = useTranslation(['projectForm', 'projects']);
  const { field } = useController({ control, name: 'impact_assessment_type' });
  return (
    <RadioGroup
      name={field.name}
      label={t('fields.impactType')}
      value={field.value}
      onChange={(value) => {
        if (value === 'OPTION_A' || value === 'OPTION_B') field.onChange(value);
      }}
      className="mp-wizard-choices"
    >
      <Radio value="OPTION_A">{t('projects:impact.optionA', { amount: formatUsd(IMPACT_ASSESSMENT_FEE_USD, i18n.language) })}</Radio>
      <Radio value="OPTION_B">{t('projects:impact.optionB')}</Radio>
    </RadioGroup>
  );
}

export function ImpactFields({ control }: { control: Control<StepValues<5>> }) {
  const { t } = useTranslation(['projectForm', 'projects']);
  return (
    <>
      <ImpactTypeField control={control} />
      <FormField control={control} name="impact_assessment" label={t('fields.impactDetails')} helperText={t('fields.markdownHelp')} required rows={MARKDOWN_ROWS} />
      <FormField control={control} name="feasibility" label={t('fields.feasibility')} helperText={t('fields.feasibilityHelp')} required rows={MARKDOWN_ROWS} />
    </>
  );
}

export function WalletFields({ control, walletLocked }: { control: Control<StepValues<7>>; walletLocked: boolean }) {
  const { t } = useTranslation(['projectForm', 'projects']);
  return (
    <>
      <FormField
        control={control}
        name="wallet_address"
        label={t('fields.wallet')}
        helperText={walletLocked ? t('fields.walletLocked') : t('fields.walletHelp')}
        readOnly={walletLocked}
        ltr
        plain
      />
      <FormField control={control} name="voluntery_contribution" label={t('fields.contribution')} helperText={t('fields.contributionHelp')} rows={2} />
    </>
  );
}
