import HowToVoteOutlinedIcon from '@mui/icons-material/HowToVoteOutlined';
import VolunteerActivismOutlinedIcon from '@mui/icons-material/VolunteerActivismOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatUtcDateTime, isolateLtr } from '@/lib/dates';
import { paths } from '@/lib/paths';
import { votingStatus } from '@/lib/rounds/voting';
import type { Project } from '../api/types';

/** Spec §4 voting per project: not started (with the date), open (Vote), already voted, ended. */
export function VotingPanel({ project }: { project: Project }) {
  const { t } = useTranslation('projects');
  if (project.status !== 'ACTIVE') return null;
  const status = votingStatus(project.round);
  return (
    <Stack spacing={1.5} data-testid="voting-state">
      {status === 'BEFORE' && (
        <Alert severity="info">{t('voting.notStarted', { date: isolateLtr(formatUtcDateTime(project.round.voting_start_at)) })}</Alert>
      )}
      {status === 'DURING' && project.user_voted && <Alert severity="success">{t('voting.alreadyVoted')}</Alert>}
      {status === 'DURING' && !project.user_voted && <Alert severity="info">{t('voting.open')}</Alert>}
      {status === 'AFTER' && <Alert severity="info">{t('voting.ended')}</Alert>}
      {status === 'DURING' && !project.user_voted ? (
        <Button component={RouterLink} to={paths.vote(project.id)} variant="contained" size="large" startIcon={<HowToVoteOutlinedIcon />}>
          {t('voting.vote')}
        </Button>
      ) : (
        <Button component={RouterLink} to={paths.vote(project.id)} variant="outlined" size="large" startIcon={<VolunteerActivismOutlinedIcon />}>
          {t('voting.donate')}
        </Button>
      )}
    </Stack>
  );
}
