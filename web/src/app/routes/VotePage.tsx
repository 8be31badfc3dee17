import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ErrorState } from '@/components/ErrorState';
import { LoadingOverlay } from '@/components/LoadingOverlay';
import { Alert } from '@/components/ui/Alert';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { Button } from '@/components/ui/Button';
import { LinkButton } from '@/components/ui/LinkButton';
import { SupportForm } from '@/features/donations/components/SupportForm';
import { MatchEstimate } from '@/features/results/components/MatchEstimate';
import { useProject } from '@/features/projects/api/getProject';
import { useIdentities } from '@/lib/auth/identities';
import { useSwitchIdentity } from '@/lib/auth/useSessionActions';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import '@/features/donations/components/support.css';

/**
 * /projects/:id/vote: vote, with or without a donation. Only people vote: an organization is asked
 * to switch to its member's personal account instead of being shown a form the server would refuse.
 */
export function VotePage() {
  const { t } = useTranslation(['donations', 'projects']);
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const messages = useErrorMessages();
  const { current, person } = useIdentities();
  const switchIdentity = useSwitchIdentity();
  const { data: project, error, isPending } = useProject(id);
  useDocumentTitle(project ? t('page.title', { title: project.title }) : t('page.pageTitle'));

  if (isPending) return <LoadingOverlay open />;
  if (error || !project) {
    return (
      <ErrorState
        title={t('projects:detail.error')}
        text={messages.apiError(error)}
        actions={
          <LinkButton to={paths.projects} variant="contained">
            {t('projects:detail.backToList')}
          </LinkButton>
        }
      />
    );
  }

  return (
    <div className="mp-container mp-container-sm mp-vote-page">
      <Breadcrumbs
        label={t('projects:list.breadcrumbs')}
        crumbs={[
          { label: t('projects:list.explore'), to: paths.projects },
          { label: project.title, to: paths.project(project.id) },
          { label: t('page.breadcrumb') },
        ]}
      />
      <h1 className="mp-h1 mp-vote-title">{t('page.heading')}</h1>
      <p className="mp-p mp-muted mp-vote-subtitle">{t('page.subtitle', { title: project.title })}</p>
      {current?.type === 'organizations' ? (
        <Alert
          severity="warning"
          data-testid="switch-to-person"
          title={t('errors.switchToPerson')}
          action={
            person && (
              <Button tone="inherit" size="small" onPress={() => void switchIdentity(person.id)}>
                {t('page.switch')}
              </Button>
            )
          }
        >
          {t('errors.switchToPersonText')}
        </Alert>
      ) : (
        <div className="mp-card mp-vote-card">
          <SupportForm
            key={current?.id}
            project={project}
            withDonationFirst={search.get('give') === 'donate'}
            onDone={() => void navigate(paths.project(project.id))}
            renderEstimate={(choice) => current?.type === 'users' && <MatchEstimate projectId={project.id} {...choice} />}
          />
        </div>
      )}
    </div>
  );
}
