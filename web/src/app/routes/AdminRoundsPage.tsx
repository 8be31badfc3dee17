import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
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
        <Button component={RouterLink} to={paths.adminRoundNew} variant="contained" startIcon={<AddIcon />}>
          {t('list.new')}
        </Button>
      }
    >
      <RoundList notice={notice} onDismissNotice={() => void navigate(location.pathname, { replace: true, state: null })} />
    </AdminFrame>
  );
}
