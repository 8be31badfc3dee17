import Download from 'lucide-react/icons/download';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { useExportMyData } from '../api/leaving';
import { SettingsSection } from './SettingsSection';

/** "Download my data": the person's profile, identities, donations, votes, comments, rewards and impact points as JSON. */
export function DataExportSettings() {
  const { t } = useTranslation('settings');
  const messages = useErrorMessages();
  const download = useExportMyData();
  return (
    <SettingsSection id="data-export" title={t('export.title')} description={t('export.description')}>
      {download.isError && (
        <Alert severity="error" role="alert" className="mp-settings-alert">
          {messages.apiError(download.error)}
        </Alert>
      )}
      {/* Disabled, not pending, while it works: see DeleteAccountSettings (the page may be left right after). */}
      <Button variant="outlined" startIcon={<Download aria-hidden="true" size={20} />} isDisabled={download.isPending} onPress={() => download.mutate()}>
        {t('export.download')}
      </Button>
    </SettingsSection>
  );
}
