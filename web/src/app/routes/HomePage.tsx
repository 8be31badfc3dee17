import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { AboutQuadraticFunding } from '@/features/home/components/AboutQuadraticFunding';
import { ContactSection } from '@/features/home/components/ContactSection';
import { useCurrentRound } from '@/features/rounds/api/getCurrentRound';
import { NoRoundHero } from '@/features/rounds/components/NoRoundHero';
import { useRoundList } from '@/features/rounds/api/listRounds';
import { ResultsLink } from '@/features/rounds/components/ResultsLink';
import { RoundHero } from '@/features/rounds/components/RoundHero';
import { RoundStats } from '@/features/rounds/components/RoundStats';
import { RoundTimeline } from '@/features/rounds/components/RoundTimeline';
import { VotingOpenNotice } from '@/features/rounds/components/VotingOpenNotice';
import { otherVotingRound, roundThatMattersNow } from '@/features/rounds/utils/attention';
import { latestPublishedRound } from '@/features/rounds/utils/published';
import { useDocumentTitle } from '@/lib/useDocumentTitle';

// Below the fold: its cards (and the projects translations) load after the first page draws.
const FeaturedProjects = lazy(async () => ({ default: (await import('@/features/projects/components/FeaturedProjects')).FeaturedProjects }));

export function HomePage() {
  const { t } = useTranslation('home');
  const { data: round } = useCurrentRound();
  const { data: rounds } = useRoundList();
  // The current round's hero links its own results; an earlier round's public results get a notice.
  const published = round?.phase === 'results' ? undefined : latestPublishedRound(rounds);
  const featured = roundThatMattersNow(rounds);
  const votingElsewhere = otherVotingRound(rounds, round?.id);
  useDocumentTitle(t('pageTitle'));

  return (
    <>
      {votingElsewhere && (
        <Container maxWidth="lg" sx={{ pt: 2 }}>
          <VotingOpenNotice round={votingElsewhere} />
        </Container>
      )}
      {round ? <RoundHero round={round} /> : <NoRoundHero />}
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <Stack spacing={{ xs: 6, md: 8 }}>
          {published && <ResultsLink round={published} text={t('round.latestResults', { name: published.name })} />}
          {featured && (
            <Suspense fallback={null}>
              <FeaturedProjects round={featured} />
            </Suspense>
          )}
          {round && (
            <Grid container spacing={3}>
              <Grid size={{ xs: 12, md: 7 }}>
                <RoundTimeline round={round} />
              </Grid>
              <Grid size={{ xs: 12, md: 5 }}>
                <RoundStats round={round} />
              </Grid>
            </Grid>
          )}
          <AboutQuadraticFunding />
          <ContactSection />
        </Stack>
      </Container>
    </>
  );
}
