import { useTranslation } from 'react-i18next';
import { useAdminRounds } from '../api/listRounds';
import type { AdminRound } from '../api/types';
import { LoadingBlock } from './LoadingBlock';
import { RoundForm } from './RoundForm';

/** The form for a new round, numbered after the highest existing round. */
export function NewRound({ onSaved, onCancel }: { onSaved: (round: AdminRound, created: boolean) => void; onCancel: () => void }) {
  const { t } = useTranslation('roundsAdmin');
  const rounds = useAdminRounds();
  if (rounds.isPending) return <LoadingBlock label={t('form.loading')} />;
  const highest = Math.max(0, ...(rounds.data ?? []).map((round) => round.number));
  return <RoundForm nextNumber={highest + 1} onSaved={onSaved} onCancel={onCancel} />;
}
