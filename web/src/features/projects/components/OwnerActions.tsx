import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash-2';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { LinkButton } from '@/components/ui/LinkButton';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { paths } from '@/lib/paths';
import { submissionOpen } from '@/lib/rounds/voting';
import { useDeleteProject } from '../api/deleteProject';
import type { Project } from '../api/types';
import './ownerActions.css';

/**
 * For members of the owning organization: edit and remove while the round takes submissions,
 * otherwise the submissions-closed notice. Removing asks first, then leaves the page.
 */
export function OwnerActions({ project, onDeleted }: { project: Project; onDeleted: () => void }) {
  const { t } = useTranslation('projects');
  const messages = useErrorMessages();
  const remove = useDeleteProject();
  const [confirming, setConfirming] = useState(false);

  if (!submissionOpen(project.round)) {
    return (
      <Alert severity="info" role="status" data-testid="submissions-closed">
        {t('owner.submissionsClosed')}
      </Alert>
    );
  }

  const confirmDelete = async () => {
    setConfirming(false);
    try {
      await remove.mutateAsync(project.id);
      onDeleted();
    } catch {
      // The alert below explains what went wrong.
    }
  };

  return (
    <div>
      {remove.isError && <Alert severity="error" className="mp-owner-error">{messages.apiError(remove.error)}</Alert>}
      <div className="mp-owner-actions">
        <LinkButton to={paths.createStep(1, project.id)} variant="outlined" startIcon={<Pencil aria-hidden="true" size={18} />}>
          {t('owner.edit')}
        </LinkButton>
        <Button tone="error" variant="outlined" startIcon={<Trash2 aria-hidden="true" size={18} />} onPress={() => setConfirming(true)} isPending={remove.isPending}>
          {t('owner.delete')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        header={t('owner.deleteTitle', { title: project.title })}
        subheader={t('owner.deleteText')}
        onClose={() => setConfirming(false)}
        buttons={[
          { label: t('owner.keep'), onClick: () => setConfirming(false), variant: 'outlined' },
          { label: t('owner.deleteConfirm'), onClick: () => void confirmDelete(), color: 'error' },
        ]}
      />
    </div>
  );
}
