import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { useDownloadReceipt } from '../api/receipts';

/** Downloads the PDF receipt of a settled donation (in the page's language). */
export function ReceiptButton({ donationId, projectTitle }: { donationId: string; projectTitle?: string }) {
  const { t, i18n } = useTranslation('donations');
  const messages = useErrorMessages();
  const download = useDownloadReceipt(i18n.language);
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<ReceiptLongOutlinedIcon />}
        loading={download.isPending}
        onClick={() => download.mutate(donationId)}
        aria-label={projectTitle ? t('receipt.downloadFor', { project: projectTitle }) : undefined}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {t('receipt.download')}
      </Button>
      {download.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {messages.apiError(download.error)}
        </Alert>
      )}
    </>
  );
}
