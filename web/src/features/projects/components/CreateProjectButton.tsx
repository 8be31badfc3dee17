import AddIcon from '@mui/icons-material/Add';
import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmationDialog } from '@/components/ConfirmationDialog';
import { useIdentities } from '@/lib/auth/identities';
import { paths } from '@/lib/paths';
import type { Round } from '@/lib/rounds/types';
import { submissionEnded } from '@/lib/rounds/voting';
import { verificationRequired } from '@/lib/verification/verificationRequired';

type Modal = 'closed' | 'kyb' | null;

/**
 * The header's "Create project" button with spec §5's rules: no identity → /intro; the
 * submission period over → the submission-closed modal; a person → /create/select-identity;
 * an organization whose KYB is under review → the "verification required" modal; another
 * unverified organization → the KYB modal (continue to /verification); a verified one → /create.
 */
export function CreateProjectButton({ round }: { round: Round | null | undefined }) {
  const { t } = useTranslation(['projects', 'common']);
  const navigate = useNavigate();
  const { current } = useIdentities();
  const [modal, setModal] = useState<Modal>(null);

  const start = () => {
    if (!current) return void navigate(paths.intro);
    if (submissionEnded(round)) return setModal('closed');
    if (current.type === 'users') return void navigate(paths.selectIdentity);
    if (!current.meta.verified && current.meta.status === 'PENDING') return verificationRequired.open('pending');
    if (!current.meta.verified) return setModal('kyb');
    return void navigate(paths.createProject);
  };

  const continueToKyb = () => {
    setModal(null);
    void navigate(paths.verification);
  };

  return (
    <>
      <Button variant="contained" startIcon={<AddIcon />} onClick={start} sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
        {t('common:header.createProject')}
      </Button>
      <IconButton aria-label={t('common:header.createProject')} color="primary" onClick={start} sx={{ display: { xs: 'inline-flex', sm: 'none' } }}>
        <AddIcon />
      </IconButton>
      <ConfirmationDialog
        open={modal === 'closed'}
        icon={<EventBusyOutlinedIcon color="warning" sx={{ fontSize: 48 }} />}
        title={t('create.closedTitle')}
        message={t('create.closedText')}
        onClose={() => setModal(null)}
      />
      <ConfirmationDialog
        open={modal === 'kyb'}
        icon={<VerifiedUserOutlinedIcon color="primary" sx={{ fontSize: 48 }} />}
        title={t('create.kybTitle')}
        message={t('create.kybText')}
        submitLabel={t('create.kybContinue')}
        onSubmit={continueToKyb}
        closeLabel={t('create.cancel')}
        onClose={() => setModal(null)}
      />
    </>
  );
}
