import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadingOverlay } from '@/components/LoadingOverlay';
import { Alert } from '@/components/ui/Alert';
import { SaveStatus } from '@/features/projects/wizard/SaveStatus';
import { incompleteSteps } from '@/features/projects/wizard/schemas';
import { useWizard } from '@/features/projects/wizard/useWizard';
import { WizardLayout } from '@/features/projects/wizard/WizardLayout';
import { WizardStepForm, type WizardTarget } from '@/features/projects/wizard/WizardStepForm';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { paths, type WizardStep } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { SubmissionsGate } from './SubmissionsGate';
import '@/features/projects/wizard/wizard.css';

// Shown only when two copies of a draft disagree: loaded then.
const DraftConflict = lazy(async () => ({ default: (await import('@/features/projects/wizard/DraftConflict')).DraftConflict }));

/** /create/step-1 … /create/step-7 (with `?edit=<id>` when editing a project). */
export function CreateStepPage({ step }: { step: WizardStep }) {
  const { t } = useTranslation(['projectForm', 'projects']);
  const messages = useErrorMessages();
  const navigate = useNavigate();
  const wizard = useWizard();
  const editingTitle = wizard.draft?.mode === 'edit';
  useDocumentTitle(`${t(`wizard.stepNames.${step}`)} · ${editingTitle ? t('wizard.editTitle') : t('wizard.createTitle')}`);

  if (wizard.loadError) {
    return (
      <div className="mp-container mp-container-md mp-wizard">
        <Alert severity="error">{messages.apiError(wizard.loadError)}</Alert>
      </div>
    );
  }
  if (!wizard.draft) return <LoadingOverlay open />;

  const { draft } = wizard;
  const editing = draft.mode === 'edit';
  const go = (target: WizardTarget) => {
    // A change of step saves at once rather than after the pause.
    void wizard.sync.sync.flush();
    if (target === 'start') void navigate(wizard.editId && editing ? paths.project(wizard.editId) : paths.createProject);
    else if (target === 'publish') void navigate(paths.createPublish(wizard.editId));
    else void navigate(paths.createStep(target, wizard.editId));
  };

  return (
    <SubmissionsGate editing={Boolean(wizard.editId)}>
      <WizardLayout
        active={step}
        editing={editing}
        incomplete={incompleteSteps(draft.values)}
        status={<SaveStatus state={wizard.sync.state} local={!editing && draft.unsynced} />}
      >
        {/* A new key when the values were replaced by the server's copy: the form reloads them. */}
        <WizardStepForm key={`${step}.${draft.generation}`} step={step} draft={draft} updateValues={wizard.updateValues} onNavigate={go} />
        {wizard.sync.state.kind === 'conflict' && (
          <Suspense fallback={null}>
            <DraftConflict state={wizard.sync.state} onKeepLocal={() => void wizard.sync.sync.keepLocal()} onKeepServer={() => wizard.sync.sync.keepServer()} />
          </Suspense>
        )}
      </WizardLayout>
    </SubmissionsGate>
  );
}
