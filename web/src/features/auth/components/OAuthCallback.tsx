import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ErrorState';
import { safeReturnPath } from '@/lib/auth/returnPath';
import { useStartSession } from '@/lib/auth/useSessionActions';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { paths } from '@/lib/paths';
import { exchangeCode } from '../api/exchangeCode';

export interface OAuthCallbackProps {
  code: string | null;
  identityId: string | null;
  /** The page that asked for sign-in (carried in the hosted sign-in's `redirect_url`). */
  next?: string | null;
}

/**
 * /oauth/:product?code=...&identity_id=...&next=...: exchanges the single-use code for tokens,
 * loads the identities and returns to `next` (else home). The query dedupes the exchange, so a
 * code is spent once.
 */
export function OAuthCallback({ code, identityId, next }: OAuthCallbackProps) {
  const { t } = useTranslation('auth');
  const messages = useErrorMessages();
  const navigate = useNavigate();
  const startSession = useStartSession();
  const exchange = useQuery({
    queryKey: ['oauth-exchange', code],
    queryFn: async () => startSession(await exchangeCode(code ?? ''), identityId),
    enabled: Boolean(code),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });

  const destination = safeReturnPath(next);
  useEffect(() => {
    if (exchange.isSuccess) void navigate(destination, { replace: true });
  }, [destination, exchange.isSuccess, navigate]);

  if (!code || exchange.isError) {
    return (
      <ErrorState
        icon={<ErrorOutlineIcon />}
        title={t('oauth.failedTitle')}
        text={code ? t('oauth.failedText') : t('oauth.missingCode')}
        detail={exchange.isError ? messages.apiError(exchange.error) : undefined}
        actions={
          <Button component={RouterLink} to={paths.intro} variant="contained">
            {t('oauth.backToIntro')}
          </Button>
        }
      />
    );
  }

  return (
    <Box role="status" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 12 }}>
      <CircularProgress aria-hidden="true" />
      <Typography variant="h1" sx={{ fontSize: '1.5rem' }}>
        {t('oauth.working')}
      </Typography>
    </Box>
  );
}
