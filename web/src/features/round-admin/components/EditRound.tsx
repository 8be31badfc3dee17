import { useTranslation } from 'react-i18next';
import { useFrozenResults } from '../api/getFrozenResults';
import type { AdminRound } from '../api/types';
import { LoadError } from './LoadError';
import { LoadingBlock } from './LoadingBlock';
import { RoundForm } from './RoundForm';

export interface EditRoundProps {
  round: AdminRound;
  onSaved: (round: AdminRound, created: boolean) => void;
  onCancel: () => void;
}

/** The form for an existing round, knowing whether its results are frozen (and so what can still change). */
export function EditRound({ round, onSaved, onCancel }: EditRoundProps) {
  const { t } = useTranslation('roundsAdmin');
  const frozen = useFrozenResults(round);
  if (frozen.isPending) return <LoadingBlock label={t('form.loading')} />;
  if (frozen.isError) return <LoadError title={t('round.error')} error={frozen.error} onRetry={() => void frozen.refetch()} />;
  return <RoundForm round={round} frozen={frozen.data !== null} onSaved={onSaved} onCancel={onCancel} />;
}
