import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import HourglassBottomOutlinedIcon from '@mui/icons-material/HourglassBottomOutlined';
import HowToVoteOutlinedIcon from '@mui/icons-material/HowToVoteOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatUtcDateTime, isolateLtr } from '@/lib/dates';
import type { RoundProgress } from '../utils/roundProgress';

const utc = (iso: string) => isolateLtr(formatUtcDateTime(iso));

function ProgressText({ progress }: { progress: RoundProgress }) {
  const { t } = useTranslation('home');
  switch (progress.kind) {
    case 'submission':
      return <>{t('round.daysLeftToSubmit', { count: progress.daysLeft })}</>;
    case 'voting':
      return <>{t('round.daysLeftToVote', { count: progress.daysLeft })}</>;
    case 'upcoming':
      return <>{t('round.submissionsOpenOn', { date: utc(progress.opensAt) })}</>;
    case 'review':
      return <>{t('round.votingOpensOn', { date: utc(progress.votingStartsAt) })}</>;
    case 'tallying':
      return <>{t('round.resultsOn', { date: utc(progress.resultsAt) })}</>;
    case 'results':
      return <>{t('round.resultsPublished')}</>;
  }
}

const ICONS: Record<RoundProgress['kind'], typeof HourglassBottomOutlinedIcon> = {
  upcoming: EventAvailableOutlinedIcon,
  submission: HourglassBottomOutlinedIcon,
  review: EventAvailableOutlinedIcon,
  voting: HowToVoteOutlinedIcon,
  tallying: HourglassBottomOutlinedIcon,
  results: EventAvailableOutlinedIcon,
};

/** "12 days left to vote", or what comes next when nothing is open. */
export function DaysLeft({ progress }: { progress: RoundProgress }) {
  const Icon = ICONS[progress.kind];
  return (
    <Box
      data-testid="round-days-left"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: 2,
        py: 1.5,
        borderRadius: 2,
        bgcolor: 'rgba(255, 255, 255, 0.12)',
      }}
    >
      <Icon aria-hidden="true" />
      <Typography component="p" sx={{ fontWeight: 600 }}>
        <ProgressText progress={progress} />
      </Typography>
    </Box>
  );
}
