import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadingOverlay } from '@/components/LoadingOverlay';
import type { Project } from '@/features/projects/api/types';
import { PublishedNotice, PublishStep } from '@/features/projects/wizard/PublishStep';
import { SaveStatus } from '@/features/projects/wizard/SaveStatus';
import { incompleteSteps } from '@/features/projects/wizard/schemas';
import { useWizard } from '@/features/projects/wizard/useWizard';
import { WizardLayout } from '@/features/projects/wizard/WizardLayout';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { SubmissionsGate } from './SubmissionsGate';

// Shown only when two copies of a draft disagree: loaded then.
const DraftConflict = lazy(async () => ({ default: (await import('@/features/projects/wizard/DraftConflict')).DraftConflict }));

/** /create/publish: preview, publish, then the success message with a link to the project. */
export function CreatePublishPage() {
  const { t } = useTranslation(['projectForm', 'projects']);
  const navigate = useNavigate();
  const wizard = useWizard();
  const [published, setPublished] = useState<{ project: Project; editing: boolean } | null>(null);
  useDocumentTitle(t('wizard.previewTitle'));

  if (published) {
    return (
      <WizardLayout active={9} editing={published.editing}>
        <PublishedNotice project={published.project} editing={published.editing} />
      </WizardLayout>
    );
  }
  if (!wizard.draft) return <LoadingOverlay open />;
  const draft = wizard.draft;
  const editing = draft.mode === 'edit';
  const { sync, state } = wizard.sync;

  return (
    <SubmissionsGate editing={Boolean(wizard.editId)}>
      <WizardLayout
        active={8}
        editing={editing}
        incomplete={incompleteSteps(draft.values)}
        status={<SaveStatus state={state} local={!editing && draft.unsynced} />}
      >
        {state.kind === 'conflict' && (
          <Suspense fallback={null}>
            <DraftConflict state={state} onKeepLocal={() => void sync.keepLocal()} onKeepServer={() => sync.keepServer()} />
          </Suspense>
        )}
        <PublishStep
          key={draft.generation}
          draft={draft}
          settle={() => sync.settle()}
          onConflict={() => void sync.refused()}
          onBack={() => void navigate(paths.createStep(7, wizard.editId))}
          onServerErrors={(fields) => wizard.save({ ...draft, serverErrors: fields })}
          onPublished={(project) => {
            setPublished({ project, editing: draft.mode === 'edit' });
            wizard.clear();
          }}
        />
      </WizardLayout>
    </SubmissionsGate>
  );
}
