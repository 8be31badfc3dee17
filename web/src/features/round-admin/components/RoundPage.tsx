import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '@/components/ui/LinkButton';
import { isApiError } from '@/lib/api/errors';
import { paths } from '@/lib/paths';
import { useAdminRound } from '../api/getRound';
import type { AdminRound } from '../api/types';
import { AdminFrame, type AdminFrameProps } from './AdminFrame';
import { LoadError } from './LoadError';
import { LoadingBlock } from './LoadingBlock';

export interface RoundPageProps {
  roundId: string;
  title: (round: AdminRound) => string;
  crumb: (round: AdminRound) => string;
  intro?: (round: AdminRound) => ReactNode;
  maxWidth?: AdminFrameProps['maxWidth'];
  children: (round: AdminRound) => ReactNode;
}

/** An operator page about one round: loads it, and says so when it is missing or failed to load. */
export function RoundPage({ roundId, title, crumb, intro, maxWidth, children }: RoundPageProps) {
  const { t } = useTranslation('roundsAdmin');
  const round = useAdminRound(roundId);
  if (round.isPending) {
    return (
      <AdminFrame title={t('round.loadingTitle')} crumb={t('round.loadingTitle')} maxWidth={maxWidth}>
        <LoadingBlock label={t('round.loading')} />
      </AdminFrame>
    );
  }
  if (round.isError) {
    const missing = isApiError(round.error) && round.error.status === 404;
    return (
      <AdminFrame title={missing ? t('round.notFound') : t('round.error')} crumb={t('round.missingCrumb')}>
        {missing ? (
          <LinkButton to={paths.adminRounds} variant="contained">
            {t('round.backToList')}
          </LinkButton>
        ) : (
          <LoadError title={t('round.error')} error={round.error} onRetry={() => void round.refetch()} />
        )}
      </AdminFrame>
    );
  }
  return (
    <AdminFrame title={title(round.data)} crumb={crumb(round.data)} intro={intro?.(round.data)} maxWidth={maxWidth}>
      {children(round.data)}
    </AdminFrame>
  );
}
