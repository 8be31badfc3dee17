import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
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
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {messages.apiError(download.error)}
        </Alert>
      )}
      <Button variant="outlined" startIcon={<DownloadOutlinedIcon />} loading={download.isPending} onClick={() => download.mutate()}>
        {t('export.download')}
      </Button>
    </SettingsSection>
  );
}
