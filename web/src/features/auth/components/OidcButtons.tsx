import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProviderIcon } from '@/components/ProviderIcon';
import { startOidc, useOidcProviders } from '@/lib/auth/oidc';
import { FormAlert } from '@/components/FormAlert';

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
    <Stack spacing={1.5} sx={{ mt: 3 }}>
      <Divider>{t('oidc.or')}</Divider>
      <FormAlert error={error} />
      {providers.data.map((provider) => (
        <Button
          key={provider.id}
          variant="outlined"
          size="large"
          startIcon={<ProviderIcon icon={provider.icon} />}
          loading={pending === provider.id}
          disabled={pending !== null && pending !== provider.id}
          onClick={() => void start(provider.id)}
        >
          {t('oidc.continueWith', { provider: provider.label })}
        </Button>
      ))}
    </Stack>
  );
}
