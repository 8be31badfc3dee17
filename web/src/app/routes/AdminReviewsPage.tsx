import { useTranslation } from 'react-i18next';
import { ReviewQueue } from '@/features/review/components/ReviewQueue';
import { OperatorPage } from './OperatorPage';

/** /admin/reviews: the project review queue. */
export function AdminReviewsPage() {
  const { t } = useTranslation('review');
  return (
    <OperatorPage title={t('queue.title')} intro={t('queue.intro')} width="md">
      <ReviewQueue />
    </OperatorPage>
  );
}
