import BlockOutlinedIcon from '@mui/icons-material/BlockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { Outlet, Link as RouterLink } from 'react-router';
import { ErrorState } from '@/components/ErrorState';
import { useMe } from '@/features/operator/api/getMe';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/useDocumentTitle';

function NotAllowed() {
  const { t } = useTranslation(['trust', 'common']);
  useDocumentTitle(t('operator.notAllowedTitle'));
  return (
    <ErrorState
      icon={<BlockOutlinedIcon />}
      title={t('operator.notAllowedTitle')}
      text={t('operator.notAllowedText')}
      actions={
        <Button component={RouterLink} to={paths.home} variant="contained">
          {t('common:actions.goHome')}
        </Button>
      }
    />
  );
}

/**
 * The operator area (under the signed-in access guard): only for people the server marks as
 * operators (GET /me `is_operator`); anyone else gets a clear "not allowed" page.
 */
export function OperatorGuard() {
  const { t } = useTranslation();
  const messages = useErrorMessages();
  const me = useMe();
  if (me.isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 12 }}>
        <CircularProgress aria-label={t('loading')} />
      </Box>
    );
  }
  if (me.isError) return <ErrorState title={messages.apiError(me.error)} />;
  return me.data.is_operator ? <Outlet /> : <NotAllowed />;
}
