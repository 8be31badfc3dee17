import ArrowLeft from 'lucide-react/icons/arrow-left';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { useId, type FormEventHandler, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { WIZARD_STEPS, type WizardStep } from '@/lib/paths';
import './wizard.css';

interface StepShellProps {
  step: WizardStep;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onBack: () => void;
  children: ReactNode;
}

/** A step's card: "Step 2 of 8" (the seven steps, then the preview that publishes), its title and hint, the fields, then Back and Next. */
export function StepShell({ step, onSubmit, onBack, children }: StepShellProps) {
  const { t } = useTranslation(['projectForm', 'projects']);
  const titleId = useId();
  return (
    <form className="mp-card mp-wizard-card" aria-labelledby={titleId} noValidate onSubmit={onSubmit}>
      <p className="mp-body2 mp-muted">{t('wizard.stepOf', { step, total: WIZARD_STEPS.length + 1 })}</p>
      <h1 id={titleId} className="mp-h1 mp-wizard-title">
        {t(`wizard.steps.${step}.title`)}
      </h1>
      <p className="mp-p mp-muted mp-wizard-hint">{t(`wizard.steps.${step}.hint`)}</p>
      <div className="mp-wizard-fields">{children}</div>
      <div className="mp-wizard-actions">
        <Button variant="outlined" onPress={onBack} startIcon={<ArrowLeft size="1.25em" aria-hidden="true" className="mp-wizard-arrow" />}>
          {t('wizard.back')}
        </Button>
        <Button type="submit" variant="contained" endIcon={<ArrowRight size="1.25em" aria-hidden="true" className="mp-wizard-arrow" />}>
          {step === 7 ? t('wizard.preview') : t('wizard.next')}
        </Button>
      </div>
    </form>
  );
}
