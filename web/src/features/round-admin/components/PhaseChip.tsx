import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { RoundPhase } from '@/lib/rounds/types';

const COLORS: Record<RoundPhase, ChipProps['color']> = {
  upcoming: 'default',
  submission: 'info',
  review: 'default',
  voting: 'success',
  tallying: 'warning',
  results: 'primary',
};

/** Where a round is in its life. */
export function PhaseChip({ phase }: { phase: RoundPhase }) {
  const { t } = useTranslation('roundsAdmin');
  return <Chip size="small" variant={phase === 'voting' ? 'filled' : 'outlined'} color={COLORS[phase]} label={t(`phase.${phase}`)} />;
}
