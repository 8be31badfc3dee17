import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { AdminRound } from '@/features/round-admin/api/types';
import { AdminFrame } from '@/features/round-admin/components/AdminFrame';
import { EditRound } from '@/features/round-admin/components/EditRound';
import { NewRound } from '@/features/round-admin/components/NewRound';
import { RoundPage } from '@/features/round-admin/components/RoundPage';
import { paths } from '@/lib/paths';

/** /admin/rounds/new and /admin/rounds/:id/edit: a round's details, schedule and matching parameters. */
export function AdminRoundFormPage() {
  const { t } = useTranslation('roundsAdmin');
  const { id } = useParams();
  const navigate = useNavigate();
  const back = () => void navigate(paths.adminRounds);
  const onSaved = (round: AdminRound, created: boolean) =>
    void navigate(paths.adminRounds, {
      state: { notice: t(created ? 'list.created' : 'list.saved', { number: round.number, name: round.name }) },
    });

  if (!id) {
    return (
      <AdminFrame title={t('form.newTitle')} crumb={t('form.newTitle')} intro={t('form.newIntro')} maxWidth="md">
        <NewRound onSaved={onSaved} onCancel={back} />
      </AdminFrame>
    );
  }
  return (
    <RoundPage
      key={id}
      roundId={id}
      title={(round) => t('form.editTitle', { number: round.number })}
      crumb={(round) => t('form.editCrumb', { number: round.number })}
      intro={(round) => round.name}
      maxWidth="md"
    >
      {(round) => <EditRound round={round} onSaved={onSaved} onCancel={back} />}
    </RoundPage>
  );
}
