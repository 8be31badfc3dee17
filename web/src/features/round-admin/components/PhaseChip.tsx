import { useTranslation } from 'react-i18next';
import type { RoundPhase } from '@/lib/rounds/types';
import './roundAdmin.css';

const LOOKS: Record<RoundPhase, string> = {
  upcoming: 'mp-chip-outlined',
  submission: 'mp-chip-outlined-info',
  review: 'mp-chip-outlined',
  voting: 'mp-chip-success',
  tallying: 'mp-chip-outlined-warning',
  results: 'mp-chip-outlined-primary',
};

/** Where a round is in its life. */
export function PhaseChip({ phase }: { phase: RoundPhase }) {
  const { t } = useTranslation('roundsAdmin');
  return <span className={`mp-chip mp-chip-small ${LOOKS[phase]}`}>{t(`phase.${phase}`)}</span>;
}
