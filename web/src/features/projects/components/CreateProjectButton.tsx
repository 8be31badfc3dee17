import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useIdentities } from '@/lib/auth/identities';
import { signInPath } from '@/lib/auth/returnPath';
import { paths } from '@/lib/paths';
import type { Round } from '@/lib/rounds/types';
import { submissionEnded } from '@/lib/rounds/voting';
import { verificationRequired } from '@/lib/verification/verificationRequired';
import type { CreateProjectModal } from './CreateProjectDialogs';

// The header is on every page; its dialogs (and their translations) load the first time one opens.
const CreateProjectDialogs = lazy(async () => ({ default: (await import('./CreateProjectDialogs')).CreateProjectDialogs }));

/**
 * The header's "Create project" button with spec §5's rules: no identity → /intro (and back); the
 * submission period over → the submission-closed modal; a person → /create/select-identity;
 * an organization whose KYB is under review → the "verification required" modal; another
 * unverified organization → the KYB modal (continue to /verification); a verified one → /create.
 * While a signed-in person's identities are still loading (the first page after signing in) the
 * button waits, disabled: pressed then, it would take them for a visitor and send them to sign in.
 */
export function CreateProjectButton({ round }: { round: Round | null | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { status, current } = useIdentities();
  const loading = status === 'loading';
  const [modal, setModal] = useState<CreateProjectModal | null>(null);
  // Once shown, the dialogs stay mounted so they can fade out.
  const [opened, setOpened] = useState(false);
  if (modal !== null && !opened) setOpened(true);

  const start = () => {
    if (!current) return void navigate(signInPath(`${location.pathname}${location.search}`));
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
      <Button variant="contained" startIcon={<AddIcon />} onClick={start} disabled={loading} sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
        {t('header.createProject')}
      </Button>
      <IconButton aria-label={t('header.createProject')} color="primary" onClick={start} disabled={loading} sx={{ display: { xs: 'inline-flex', sm: 'none' } }}>
        <AddIcon />
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <CreateProjectDialogs modal={modal} onContinue={continueToKyb} onClose={() => setModal(null)} />
        </Suspense>
      )}
    </>
  );
}
