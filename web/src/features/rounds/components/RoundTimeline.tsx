import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import EditNoteOutlinedIcon from '@mui/icons-material/EditNoteOutlined';
import HowToVoteOutlinedIcon from '@mui/icons-material/HowToVoteOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UtcTime } from '@/components/UtcTime';
import type { Round } from '../api/types';
import { resultsDate } from '../utils/roundProgress';

function TimelineItem({ icon, label, testId, children }: { icon: ReactNode; label: string; testId: string; children: ReactNode }) {
  return (
    <Box component="li" data-testid={testId} sx={{ display: 'flex', gap: 2, py: 1.5 }}>
      <Box
        aria-hidden="true"
        sx={{
          flexShrink: 0,
          width: 40,
          height: 40,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'rgba(0, 74, 70, 0.08)',
          color: 'primary.main',
        }}
      >
        {icon}
      </Box>
      <Box>
        <Typography variant="h4" component="h3">
          {label}
        </Typography>
        <Typography color="text.secondary" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
          {children}
        </Typography>
      </Box>
    </Box>
  );
}

/** Proposal period, voting period and results date, in UTC. */
export function RoundTimeline({ round }: { round: Round }) {
  const { t } = useTranslation('home');
  const results = resultsDate(round);
  return (
    <Card component="section" aria-labelledby="round-timeline-title" sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 2.5, md: 3 } }}>
        <Typography id="round-timeline-title" variant="h2" sx={{ mb: 1 }}>
          {t('round.timeline')}
        </Typography>
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          <TimelineItem icon={<EditNoteOutlinedIcon />} label={t('round.proposalPeriod')} testId="round-proposal-period">
            <UtcTime value={round.submission_start_at} />
            <span aria-hidden="true">–</span>
            <UtcTime value={round.submission_end_at} />
          </TimelineItem>
          <TimelineItem icon={<HowToVoteOutlinedIcon />} label={t('round.votingPeriod')} testId="round-voting-period">
            <UtcTime value={round.voting_start_at} />
            <span aria-hidden="true">–</span>
            <UtcTime value={round.voting_end_at} />
          </TimelineItem>
          {results && (
            <TimelineItem icon={<CampaignOutlinedIcon />} label={t('round.results')} testId="round-results-date">
              <UtcTime value={results} />
            </TimelineItem>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
