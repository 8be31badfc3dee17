import Plus from 'lucide-react/icons/plus';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LinkButton } from '@/components/ui/LinkButton';
import { AdminFrame } from '@/features/round-admin/components/AdminFrame';
import { RoundList } from '@/features/round-admin/components/RoundList';
import { paths } from '@/lib/paths';

/** /admin/rounds: every funding round, newest first. */
export function AdminRoundsPage() {
  const { t } = useTranslation('roundsAdmin');
  const location = useLocation();
  const navigate = useNavigate();
  // The form's success message travels in the navigation state.
  const notice = (location.state as { notice?: string } | null)?.notice ?? null;
  return (
    <AdminFrame
      title={t('list.title')}
      intro={t('list.intro')}
      maxWidth="xl"
      actions={
        <LinkButton to={paths.adminRoundNew} variant="contained" startIcon={<Plus aria-hidden="true" size={20} />}>
          {t('list.new')}
        </LinkButton>
      }
    >
      <RoundList notice={notice} onDismissNotice={() => void navigate(location.pathname, { replace: true, state: null })} />
    </AdminFrame>
  );
}
