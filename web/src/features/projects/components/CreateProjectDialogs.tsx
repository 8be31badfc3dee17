import CalendarX from 'lucide-react/icons/calendar-x';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { useTranslation } from 'react-i18next';
import { ConfirmationDialog } from '@/components/ConfirmationDialog';
import './ownerActions.css';

export type CreateProjectModal = 'closed' | 'kyb';

/** The "Create project" button's modals: the submission period is over, or the organization must verify first. */
export function CreateProjectDialogs({ modal, onContinue, onClose }: { modal: CreateProjectModal | null; onContinue: () => void; onClose: () => void }) {
  const { t } = useTranslation('projects');
  return (
    <>
      <ConfirmationDialog
        open={modal === 'closed'}
        icon={<CalendarX aria-hidden="true" size={48} className="mp-create-dialog-icon-warning" />}
        title={t('create.closedTitle')}
        message={t('create.closedText')}
        onClose={onClose}
      />
      <ConfirmationDialog
        open={modal === 'kyb'}
        icon={<ShieldCheck aria-hidden="true" size={48} className="mp-create-dialog-icon-primary" />}
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
