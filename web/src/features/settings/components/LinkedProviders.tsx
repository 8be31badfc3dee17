import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProviderIcon } from '@/components/ProviderIcon';
import { startOidc, useOidcProviders } from '@/lib/auth/oidc';
import { formatUtcDateTime, isolateLtr } from '@/lib/dates';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { paths } from '@/lib/paths';
import { useLinkedProviders, useUnlinkProvider } from '../api/providers';
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
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {messages.apiError(error)}
        </Alert>
      )}
      {linked.data && linked.data.length > 0 ? (
        <List aria-label={t('providers.title')} disablePadding>
          {linked.data.map((provider) => (
            <ListItem key={provider.provider} divider disableGutters sx={{ gap: 2, alignItems: 'center' }}>
              <ListItemIcon sx={{ minWidth: 0 }}>
                <ProviderIcon icon={provider.icon} />
              </ListItemIcon>
              <ListItemText
                primary={provider.label}
                secondary={
                  provider.can_unlink
                    ? t('providers.linkedOn', { email: isolateLtr(provider.email ?? ''), date: isolateLtr(formatUtcDateTime(provider.created_at)) })
                    : t('providers.onlyWay')
                }
                sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
              />
              <Button
                size="small"
                color="error"
                onClick={() => unlink.mutate(provider.provider)}
                disabled={!provider.can_unlink || unlink.isPending}
                aria-label={t('providers.unlinkOne', { provider: provider.label })}
                sx={{ flexShrink: 0 }}
              >
                {t('providers.unlink')}
              </Button>
            </ListItem>
          ))}
        </List>
      ) : (
        <Alert severity="info">{t('providers.none')}</Alert>
      )}
      {available.length > 0 && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3, flexWrap: 'wrap' }}>
          {available.map((provider) => (
            <Button
              key={provider.id}
              variant="outlined"
              startIcon={<ProviderIcon icon={provider.icon} />}
              loading={linking === provider.id}
              onClick={() => void link(provider.id)}
            >
              {t('providers.link', { provider: provider.label })}
            </Button>
          ))}
        </Stack>
      )}
    </SettingsSection>
  );
}
