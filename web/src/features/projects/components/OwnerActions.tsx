import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { paths } from '@/lib/paths';
import { submissionOpen } from '@/lib/rounds/voting';
import { useDeleteProject } from '../api/deleteProject';
import type { Project } from '../api/types';

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
      <Alert severity="info" data-testid="submissions-closed">
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
    <Box>
      {remove.isError && (
        <Alert severity="error" role="alert" sx={{ mb: 1.5 }}>
          {messages.apiError(remove.error)}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={paths.createStep(1, project.id)} variant="outlined" startIcon={<EditOutlinedIcon />}>
          {t('owner.edit')}
        </Button>
        <Button color="error" variant="outlined" startIcon={<DeleteOutlineIcon />} onClick={() => setConfirming(true)} loading={remove.isPending}>
          {t('owner.delete')}
        </Button>
      </Box>
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
    </Box>
  );
}
