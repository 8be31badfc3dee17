import OctagonAlert from 'lucide-react/icons/octagon-alert';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ErrorState';
import { buttonClass } from '@/components/ui/buttonClass';
import { safeReturnPath } from '@/lib/auth/returnPath';
import { useStartSession } from '@/lib/auth/useSessionActions';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { paths } from '@/lib/paths';
import { exchangeCode } from '../api/exchangeCode';
import { Spinner } from './Pending';

export interface OAuthCallbackProps {
  code: string | null;
  identityId: string | null;
  /** The page that asked for sign-in (carried in the hosted sign-in's `redirect_url`). */
  next?: string | null;
}

/**
 * /oauth/:product?code=...&identity_id=...&next=...: exchanges the single-use code for a cookie session,
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
    queryFn: async () => {
      await exchangeCode(code ?? '');
      return startSession(identityId);
    },
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
        icon={<OctagonAlert size="1em" aria-hidden="true" />}
        title={t('oauth.failedTitle')}
        text={code ? t('oauth.failedText') : t('oauth.missingCode')}
        detail={exchange.isError ? messages.apiError(exchange.error) : undefined}
        actions={
          <RouterLink to={paths.intro} className={buttonClass({ variant: 'contained' })}>
            {t('oauth.backToIntro')}
          </RouterLink>
        }
      />
    );
  }

  return (
    <div role="status" className="mp-auth-working">
      <Spinner />
      <h1 className="mp-h1 mp-auth-working-title">{t('oauth.working')}</h1>
    </div>
  );
}
