import ReceiptText from 'lucide-react/icons/receipt-text';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
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
        startIcon={<ReceiptText aria-hidden="true" size={18} />}
        isPending={download.isPending}
        onPress={() => download.mutate(donationId)}
        aria-label={projectTitle ? t('receipt.downloadFor', { project: projectTitle }) : undefined}
      >
        {t('receipt.download')}
      </Button>
      {download.isError && (
        <Alert severity="error" className="mp-donor-alert">
          {messages.apiError(download.error)}
        </Alert>
      )}
    </>
  );
}
