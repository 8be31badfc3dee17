import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadingOverlay } from '@/components/LoadingOverlay';
import { Alert } from '@/components/ui/Alert';
import { incompleteSteps } from '@/features/projects/wizard/schemas';
import { useWizard } from '@/features/projects/wizard/useWizard';
import { WizardLayout } from '@/features/projects/wizard/WizardLayout';
import { WizardStepForm, type WizardTarget } from '@/features/projects/wizard/WizardStepForm';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { paths, type WizardStep } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { SubmissionsGate } from './SubmissionsGate';
import '@/features/projects/wizard/wizard.css';

/** /create/step-1 … /create/step-7 (with `?edit=<id>` when editing a project). */
export function CreateStepPage({ step }: { step: WizardStep }) {
  const { t } = useTranslation(['projectForm', 'projects']);
  const messages = useErrorMessages();
  const navigate = useNavigate();
  const wizard = useWizard();
  useDocumentTitle(`${t(`wizard.stepNames.${step}`)} · ${wizard.editId ? t('wizard.editTitle') : t('wizard.createTitle')}`);

  if (wizard.loadError) {
    return (
      <div className="mp-container mp-container-md mp-wizard">
        <Alert severity="error">{messages.apiError(wizard.loadError)}</Alert>
      </div>
    );
  }
  if (!wizard.draft) return <LoadingOverlay open />;

  const go = (target: WizardTarget) => {
    if (target === 'start') void navigate(wizard.editId ? paths.project(wizard.editId) : paths.createProject);
    else if (target === 'publish') void navigate(paths.createPublish(wizard.editId));
    else void navigate(paths.createStep(target, wizard.editId));
  };

  return (
    <SubmissionsGate editing={Boolean(wizard.editId)}>
      <WizardLayout active={step} editing={Boolean(wizard.editId)} incomplete={incompleteSteps(wizard.draft.values)}>
        <WizardStepForm key={step} step={step} draft={wizard.draft} updateValues={wizard.updateValues} onNavigate={go} />
      </WizardLayout>
    </SubmissionsGate>
  );
}
