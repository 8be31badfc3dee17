import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { startOidc, useOidcProviders } from '@/lib/auth/oidc';
import { FormAlert } from '@/components/FormAlert';
import { LoadingButton } from './Pending';
import { ProviderIcon } from '@/components/ProviderIcon';

export interface OidcButtonsProps {
  /** The hosted sign-in session the sign-in completes (our `/signin` page). */
  sessionId?: string;
  /** Our page to return to afterwards. */
  returnTo?: string;
}

/** "Continue with …" for each configured OpenID Connect provider; nothing when none is configured. */
export function OidcButtons({ sessionId, returnTo }: OidcButtonsProps) {
  const { t } = useTranslation('auth');
  const providers = useOidcProviders();
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  if (!providers.data?.length) return null;

  const start = async (provider: string) => {
    setError(null);
    setPending(provider);
    try {
      await startOidc(provider, { sessionId, returnTo });
    } catch (failure) {
      setError(failure);
      setPending(null);
    }
  };

  return (
    <div className="mp-auth-stack-tight mp-auth-providers">
      <div className="mp-auth-divider" role="separator">
        {t('oidc.or')}
      </div>
      <FormAlert error={error} />
      {providers.data.map((provider) => (
        <LoadingButton
          key={provider.id}
          variant="outlined"
          className="mp-auth-large"
          startIcon={<ProviderIcon icon={provider.icon} />}
          loading={pending === provider.id}
          isDisabled={pending !== null && pending !== provider.id}
          onPress={() => void start(provider.id)}
        >
          {t('oidc.continueWith', { provider: provider.label })}
        </LoadingButton>
      ))}
    </div>
  );
}
