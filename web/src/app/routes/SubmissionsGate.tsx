import CalendarX from 'lucide-react/icons/calendar-x';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ErrorState';
import { LoadingOverlay } from '@/components/LoadingOverlay';
import { LinkButton } from '@/components/ui/LinkButton';
import { useCurrentRound } from '@/features/rounds/api/getCurrentRound';
import { paths } from '@/lib/paths';
import type { Round } from '@/lib/rounds/types';
import { submissionEnded } from '@/lib/rounds/voting';

/** Whether the current round takes new proposals (the header's Create project button asks the same). */
function takesProposals(round: Round | null | undefined): boolean {
  return round?.phase === 'submission' && !submissionEnded(round);
}

/**
 * The wizard for a new project only while the current round takes proposals; otherwise (a saved
 * link, a bookmark) it says submissions are closed instead of opening a form that cannot be sent.
 * Editing a project is not gated here: the project's own round decides (OwnerActions).
 */
export function SubmissionsGate({ editing, children }: { editing: boolean; children: ReactNode }) {
  const { t } = useTranslation('projects');
  const round = useCurrentRound();
  if (editing) return children;
  if (round.isPending) return <LoadingOverlay open />;
  if (!round.isError && !takesProposals(round.data)) {
    return (
      <ErrorState
        icon={<CalendarX size="1em" aria-hidden="true" />}
        title={t('create.closedTitle')}
        text={t('create.closedText')}
        actions={
          <LinkButton to={paths.projects} variant="contained">
            {t('detail.backToList')}
          </LinkButton>
        }
      />
    );
  }
  return children;
}
