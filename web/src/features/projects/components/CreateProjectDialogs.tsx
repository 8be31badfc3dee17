import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import { useTranslation } from 'react-i18next';
import { ConfirmationDialog } from '@/components/ConfirmationDialog';

export type CreateProjectModal = 'closed' | 'kyb';

/** The "Create project" button's modals: the submission period is over, or the organization must verify first. */
export function CreateProjectDialogs({ modal, onContinue, onClose }: { modal: CreateProjectModal | null; onContinue: () => void; onClose: () => void }) {
  const { t } = useTranslation('projects');
  return (
    <>
      <ConfirmationDialog
        open={modal === 'closed'}
        icon={<EventBusyOutlinedIcon color="warning" sx={{ fontSize: 48 }} />}
        title={t('create.closedTitle')}
        message={t('create.closedText')}
        onClose={onClose}
      />
      <ConfirmationDialog
        open={modal === 'kyb'}
        icon={<VerifiedUserOutlinedIcon color="primary" sx={{ fontSize: 48 }} />}
        title={t('create.kybTitle')}
        message={t('create.kybText')}
        submitLabel={t('create.kybContinue')}
        onSubmit={onContinue}
        closeLabel={t('create.cancel')}
        onClose={onClose}
      />
    </>
  );
}
