import { useSuspenseQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { FeaturedPlaceholder } from '@/features/projects/components/FeaturedPlaceholder';
import { AboutQuadraticFunding } from '@/features/home/components/AboutQuadraticFunding';
import { ContactSection } from '@/features/home/components/ContactSection';
import { currentRoundQueryOptions } from '@/features/rounds/api/getCurrentRound';
import { NoRoundHero } from '@/features/rounds/components/NoRoundHero';
import { roundListQueryOptions } from '@/features/rounds/api/listRounds';
import { ProposalsOpenNotice } from '@/features/rounds/components/ProposalsOpenNotice';
import { ResultsLink } from '@/features/rounds/components/ResultsLink';
import { RoundHero } from '@/features/rounds/components/RoundHero';
import { RoundStats } from '@/features/rounds/components/RoundStats';
import { RoundTimeline } from '@/features/rounds/components/RoundTimeline';
import { VotingOpenNotice } from '@/features/rounds/components/VotingOpenNotice';
import { leadRound, otherProposalRound, otherVotingRound, roundThatMattersNow } from '@/features/rounds/utils/attention';
import { latestPublishedRound } from '@/features/rounds/utils/published';
import { useMainShown } from '@/lib/react/mainShown';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import '@/styles/pages.css';

// Below the fold: its cards (their code, the projects translations, their covers) load once the hero
// is on screen.
const FeaturedProjects = lazy(async () => ({ default: (await import('@/features/projects/components/FeaturedProjects')).FeaturedProjects }));

/** /home: plain React and CSS (styles/pages.css), no MUI, so the first page stays light. */
export function HomePage() {
  const { t } = useTranslation('home');
  // The page waits for the current round and the list (its hero is chosen from both: both are read
  // with the page's code, src/app/router.tsx and src/app/firstReads.ts); a failure shows the error screen.
  const { data: current } = useSuspenseQuery(currentRoundQueryOptions());
  const { data: rounds } = useSuspenseQuery(roundListQueryOptions());
  // While a round votes, the hero is that round (people can act on it now), even when a newer one
  // takes proposals: that one gets a notice under the hero.
  const round = leadRound(current, rounds);
  // The hero links its own round's results; an earlier round's public results get a notice.
  const published = round?.phase === 'results' ? undefined : latestPublishedRound(rounds);
  const featured = roundThatMattersNow(rounds);
  const votingElsewhere = otherVotingRound(rounds, round?.id);
  const proposalsElsewhere = round?.phase === 'voting' ? otherProposalRound(rounds, round.id) : undefined;
  useDocumentTitle(t('pageTitle'));
  const heroShown = useMainShown(null, true);

  return (
    <>
      {votingElsewhere && (
        <div className="mp-container" style={{ paddingBlockStart: 16 }}>
          <VotingOpenNotice round={votingElsewhere} />
        </div>
      )}
      {round ? <RoundHero round={round} /> : <NoRoundHero />}
      <div className="mp-container mp-home-body">
        <div className="mp-home-stack">
          {proposalsElsewhere && <ProposalsOpenNotice round={proposalsElsewhere} />}
          {published && <ResultsLink round={published} text={t('round.latestResults', { name: published.name })} />}
          {featured &&
            (heroShown ? (
              <Suspense fallback={<FeaturedPlaceholder />}>
                <FeaturedProjects round={featured} />
              </Suspense>
            ) : (
              <FeaturedPlaceholder />
            ))}
          {round && (
            <div className="mp-grid mp-round-row">
              <RoundTimeline round={round} />
              <RoundStats round={round} />
            </div>
          )}
          <AboutQuadraticFunding />
          <ContactSection />
        </div>
      </div>
    </>
  );
}
