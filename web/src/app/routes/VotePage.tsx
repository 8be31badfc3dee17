import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { ErrorState } from '@/components/ErrorState';
import { LoadingOverlay } from '@/components/LoadingOverlay';
import { SupportForm } from '@/features/donations/components/SupportForm';
import { MatchEstimate } from '@/features/results/components/MatchEstimate';
import { useProject } from '@/features/projects/api/getProject';
import { useIdentities } from '@/lib/auth/identities';
import { useSwitchIdentity } from '@/lib/auth/useSessionActions';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/useDocumentTitle';

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
          <Button component={RouterLink} to={paths.projects} variant="contained">
            {t('projects:detail.backToList')}
          </Button>
        }
      />
    );
  }

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      <Breadcrumbs aria-label={t('projects:list.breadcrumbs')} sx={{ mb: 2 }}>
        <Link component={RouterLink} to={paths.projects} underline="hover" color="inherit">
          {t('projects:list.explore')}
        </Link>
        <Link component={RouterLink} to={paths.project(project.id)} underline="hover" color="inherit">
          {project.title}
        </Link>
        <Typography color="text.primary" aria-current="page">
          {t('page.breadcrumb')}
        </Typography>
      </Breadcrumbs>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 1 }}>
        {t('page.heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('page.subtitle', { title: project.title })}
      </Typography>
      {current?.type === 'organizations' ? (
        <Alert
          severity="warning"
          data-testid="switch-to-person"
          action={
            person && (
              <Button color="inherit" size="small" onClick={() => void switchIdentity(person.id)}>
                {t('page.switch')}
              </Button>
            )
          }
        >
          <AlertTitle>{t('errors.switchToPerson')}</AlertTitle>
          {t('errors.switchToPersonText')}
        </Alert>
      ) : (
        <Card>
          <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
            <SupportForm
              key={current?.id}
              project={project}
              withDonationFirst={search.get('give') === 'donate'}
              onDone={() => void navigate(paths.project(project.id))}
              renderEstimate={(choice) => current?.type === 'users' && <MatchEstimate projectId={project.id} {...choice} />}
            />
          </CardContent>
        </Card>
      )}
    </Container>
  );
}
