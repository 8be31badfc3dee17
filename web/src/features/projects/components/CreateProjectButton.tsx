import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Icon, SHELL_ICONS } from '@/components/Icon';
import { useIdentities } from '@/lib/auth/identities';
import { signInPath } from '@/lib/auth/returnPath';
import { paths } from '@/lib/paths';
import type { Round } from '@/lib/rounds/types';
import { submissionEnded } from '@/lib/rounds/voting';
import { verificationRequired } from '@/lib/verification/verificationRequired';
import type { CreateProjectModal } from './CreateProjectDialogs';

// The header is on every page; its dialogs (the kit's, with their translations) load the first time one opens.
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
      <button type="button" className="mp-button mp-button-contained mp-sm-up" onClick={start} disabled={loading}>
        <Icon path={SHELL_ICONS.add} />
        {t('header.createProject')}
      </button>
      <button type="button" aria-label={t('header.createProject')} className="mp-icon-button mp-icon-button-primary mp-sm-down" onClick={start} disabled={loading}>
        <Icon path={SHELL_ICONS.add} />
      </button>
      {opened && (
        <Suspense fallback={null}>
          <CreateProjectDialogs modal={modal} onContinue={continueToKyb} onClose={() => setModal(null)} />
        </Suspense>
      )}
    </>
  );
}
