import type { Control } from 'react-hook-form';
import type { WizardStep } from '@/lib/paths';
import type { Draft, DraftValues } from './draft';
import { MediaFields } from './MediaFields';
import type { StepValues } from './schemas';
import { BasicsFields, ContactFields, GoalsFields, ImpactFields, ProblemFields, WalletFields } from './StepFields';
import { StepShell } from './StepShell';
import { useStepForm } from './useStepForm';

export type WizardTarget = WizardStep | 'publish' | 'start';

interface WizardStepFormProps {
  step: WizardStep;
  draft: Draft;
  updateValues: (values: Partial<DraftValues>) => void;
  onNavigate: (target: WizardTarget) => void;
}

/** One step of the wizard: its fields, checked by its schema before moving on. */
export function WizardStepForm({ step, draft, updateValues, onNavigate }: WizardStepFormProps) {
  const form = useStepForm(step, draft, updateValues);
  const next: WizardTarget = step === 7 ? 'publish' : ((step + 1) as WizardStep);
  const back: WizardTarget = step === 1 ? 'start' : ((step - 1) as WizardStep);
  const onSubmit = form.handleSubmit((values) => {
    updateValues(values);
    onNavigate(next);
  });
  const onBack = () => {
    updateValues(form.getValues());
    onNavigate(back);
  };
  // Each step's fields take the control typed for that step.
  const control = form.control as unknown;

  return (
    <StepShell step={step} onSubmit={(event) => void onSubmit(event)} onBack={onBack}>
      {step === 1 && <BasicsFields control={control as Control<StepValues<1>>} />}
      {step === 2 && <ContactFields control={control as Control<StepValues<2>>} />}
      {step === 3 && <ProblemFields control={control as Control<StepValues<3>>} />}
      {step === 4 && <GoalsFields control={control as Control<StepValues<4>>} />}
      {step === 5 && <ImpactFields control={control as Control<StepValues<5>>} />}
      {step === 6 && <MediaFields control={control as Control<StepValues<6>>} />}
      {step === 7 && <WalletFields control={control as Control<StepValues<7>>} walletLocked={draft.walletLocked} />}
    </StepShell>
  );
}
