import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ErrorState } from '@/components/ErrorState';
import type { ProviderSignIn } from '@/lib/auth/oidc';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { paths } from '@/lib/paths';
import { useOidcContinue } from '../hooks/useOidcContinue';
import { AuthCard } from './AuthCard';
import { OidcLinkForm } from './OidcLinkForm';

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
        icon={<ErrorOutlineIcon />}
        title={t('oidc.failedTitle')}
        text={failure === 'cancelled' ? t('oidc.cancelled') : failure === 'failed' ? t('oidc.failedText') : t('oidc.missing')}
        detail={error ? messages.apiError(error) : undefined}
        actions={
          <Button component={RouterLink} to={`${paths.intro}?mode=login`} variant="contained">
            {t('oauth.backToIntro')}
          </Button>
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
    <Box role="status" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 12 }}>
      <CircularProgress aria-hidden="true" />
      <Typography variant="h1" sx={{ fontSize: '1.5rem' }}>
        {t('oauth.working')}
      </Typography>
    </Box>
  );
}
