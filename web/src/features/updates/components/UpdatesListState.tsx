import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { buttonClass } from '@/components/ui/buttonClass';

/** What the updates list shows while it loads, or when it could not be read (with a retry). */
export function UpdatesListState({ list }: { list: { isPending: boolean; isError: boolean; refetch: () => unknown } }) {
  const { t } = useTranslation('comments', { keyPrefix: 'updates' });
  if (list.isPending) {
    return (
      <p className="mp-p mp-muted mp-updates-note" role="status">
        {t('section.loading')}
      </p>
    );
  }
  if (!list.isError) return null;
  return (
    <Alert
      severity="error"
      className="mp-updates-note"
      action={
        <button type="button" className={buttonClass({ tone: 'inherit', size: 'small' })} onClick={() => void list.refetch()}>
          {t('section.retry')}
        </button>
      }
    >
      {t('section.error')}
    </Alert>
  );
}
