import OctagonAlert from 'lucide-react/icons/octagon-alert';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ErrorState } from '@/components/ErrorState';
import { buttonClass } from '@/components/ui/buttonClass';
import type { ProviderSignIn } from '@/lib/auth/oidc';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { paths } from '@/lib/paths';
import { useOidcContinue } from '../hooks/useOidcContinue';
import { AuthCard } from './AuthCard';
import { OidcLinkForm } from './OidcLinkForm';
import { Spinner } from './Pending';

export interface OidcCallbackProps {
  /** What the server answers for this return (the callback, or an emailed link's confirmation). */
  queryKey: readonly unknown[];
  fetch: (() => Promise<ProviderSignIn>) | null;
  /** Why there is nothing to exchange: the provider's `error`, or a missing code or token. */
  problem?: 'cancelled' | 'missing' | null;
}

/**
 * Where a provider sends the browser back (`/oidc/callback`) and where an emailed link lands
 * (`/oidc/link`): the server's answer is exchanged once (the query dedupes it), then the person
 * continues as after a password sign-in, or proves an existing account first.
 */
export function OidcCallback({ queryKey, fetch, problem }: OidcCallbackProps) {
  const { t } = useTranslation('auth');
  const messages = useErrorMessages();
  const continueAfter = useOidcContinue();
  const [continueError, setContinueError] = useState<unknown>(null);
  const started = useRef(false);
  const result = useQuery({
    queryKey,
    queryFn: () => fetch!(),
    enabled: Boolean(fetch) && !problem,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });

  useEffect(() => {
    const data = result.data;
    if (!data || data.status === 'link_required' || started.current) return;
    started.current = true;
    continueAfter(data).catch(setContinueError);
  }, [continueAfter, result.data]);

  const failure = problem ?? (result.isError || continueError ? 'failed' : null);
  if (failure || !fetch) {
    const error = result.error ?? continueError;
    return (
      <ErrorState
        icon={<OctagonAlert size="1em" aria-hidden="true" />}
        title={t('oidc.failedTitle')}
        text={failure === 'cancelled' ? t('oidc.cancelled') : failure === 'failed' ? t('oidc.failedText') : t('oidc.missing')}
        detail={error ? messages.apiError(error) : undefined}
        actions={
          <RouterLink to={`${paths.intro}?mode=login`} className={buttonClass({ variant: 'contained' })}>
            {t('oauth.backToIntro')}
          </RouterLink>
        }
      />
    );
  }

  const data = result.data;
  if (data?.status === 'link_required' && data.link_token) {
    return (
      <AuthCard title={t('oidc.link.title')}>
        <OidcLinkForm linkToken={data.link_token} email={data.email ?? ''} provider={data.provider ?? ''} onSignedIn={continueAfter} />
      </AuthCard>
    );
  }

  return (
    <div role="status" className="mp-auth-working">
      <Spinner />
      <h1 className="mp-h1 mp-auth-working-title">{t('oauth.working')}</h1>
    </div>
  );
}
