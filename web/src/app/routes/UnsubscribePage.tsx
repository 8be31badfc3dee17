import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Unsubscribe } from '@/features/updates/components/Unsubscribe';
import '@/features/updates/components/updates.css';
import { useDocumentTitle } from '@/lib/useDocumentTitle';

/** `/unsubscribe?token=<token>`: the link at the foot of a project update's email. */
export function UnsubscribePage() {
  const { t } = useTranslation('comments', { keyPrefix: 'updates' });
  const [params] = useSearchParams();
  useDocumentTitle(t('unsubscribe.pageTitle'));
  return (
    <div className="mp-container mp-container-sm mp-unsubscribe-page">
      <div className="mp-card mp-unsubscribe-card">
        <h1 className="mp-h1 mp-unsubscribe-title">{t('unsubscribe.heading')}</h1>
        <Unsubscribe token={params.get('token') ?? ''} />
      </div>
    </div>
  );
}
