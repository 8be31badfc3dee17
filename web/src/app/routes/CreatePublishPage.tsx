import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadingOverlay } from '@/components/LoadingOverlay';
import type { Project } from '@/features/projects/api/types';
import { PublishedNotice, PublishStep } from '@/features/projects/wizard/PublishStep';
import { incompleteSteps } from '@/features/projects/wizard/schemas';
import { useWizard } from '@/features/projects/wizard/useWizard';
import { WizardLayout } from '@/features/projects/wizard/WizardLayout';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { SubmissionsGate } from './SubmissionsGate';

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

  return (
    <SubmissionsGate editing={Boolean(wizard.editId)}>
      <WizardLayout active={8} editing={Boolean(wizard.editId)} incomplete={incompleteSteps(draft.values)}>
        <PublishStep
          draft={draft}
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
