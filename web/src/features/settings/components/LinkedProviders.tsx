import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { startOidc, useOidcProviders } from '@/lib/auth/oidc';
import { formatUtcDateTime, isolateLtr } from '@/lib/dates';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { paths } from '@/lib/paths';
import { useLinkedProviders, useUnlinkProvider } from '../api/providers';
import { ProviderIcon } from '@/components/ProviderIcon';
import { SettingsSection } from './SettingsSection';

/**
 * The sign-in providers linked to the account, with "Unlink" while another way to sign in
 * remains, and "Link" for the configured providers not linked yet. Hidden when the platform has
 * no providers and none is linked.
 */
export function LinkedProviders() {
  const { t } = useTranslation('settings');
  const messages = useErrorMessages();
  const configured = useOidcProviders();
  const linked = useLinkedProviders();
  const unlink = useUnlinkProvider();
  const [linkError, setLinkError] = useState<unknown>(null);
  const [linking, setLinking] = useState<string | null>(null);
  const linkedIds = new Set(linked.data?.map((p) => p.provider));
  const available = (configured.data ?? []).filter((p) => !linkedIds.has(p.id));
  if (!linked.data?.length && !available.length) return null;

  const link = async (provider: string) => {
    setLinkError(null);
    setLinking(provider);
    try {
      await startOidc(provider, { link: true, returnTo: paths.settings });
    } catch (error) {
      setLinkError(error);
      setLinking(null);
    }
  };
  const error = unlink.error ?? linkError ?? linked.error;

  return (
    <SettingsSection id="linked-providers" title={t('providers.title')} description={t('providers.description')}>
      {error && (
        <Alert severity="error" role="alert" className="mp-settings-alert">
          {messages.apiError(error)}
        </Alert>
      )}
      {linked.data && linked.data.length > 0 ? (
        <ul aria-label={t('providers.title')} className="mp-settings-list">
          {linked.data.map((provider) => (
            <li key={provider.provider} className="mp-settings-list-item">
              <span className="mp-settings-list-icon">
                <ProviderIcon icon={provider.icon} />
              </span>
              <div className="mp-settings-list-text">
                <p className="mp-p">{provider.label}</p>
                <p className="mp-body2 mp-muted">
                  {provider.can_unlink
                    ? t('providers.linkedOn', { email: isolateLtr(provider.email ?? ''), date: isolateLtr(formatUtcDateTime(provider.created_at)) })
                    : t('providers.onlyWay')}
                </p>
              </div>
              <Button
                size="small"
                tone="error"
                onPress={() => unlink.mutate(provider.provider)}
                isDisabled={!provider.can_unlink || unlink.isPending}
                aria-label={t('providers.unlinkOne', { provider: provider.label })}
              >
                {t('providers.unlink')}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <Alert severity="info">{t('providers.none')}</Alert>
      )}
      {available.length > 0 && (
        <div className="mp-settings-link-buttons">
          {available.map((provider) => (
            <Button
              key={provider.id}
              variant="outlined"
              startIcon={<ProviderIcon icon={provider.icon} />}
              isPending={linking === provider.id}
              onPress={() => void link(provider.id)}
            >
              {t('providers.link', { provider: provider.label })}
            </Button>
          ))}
        </div>
      )}
    </SettingsSection>
  );
}
