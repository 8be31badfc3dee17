import SearchX from 'lucide-react/icons/search-x';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { ErrorState } from '@/components/ErrorState';
import { Alert } from '@/components/ui/Alert';
import { Skeleton } from '@/components/ui/Skeleton';
import { useOrganizationPage } from '@/features/organizations/api/profile';
import { OrganizationHeader } from '@/features/organizations/components/OrganizationHeader';
import { useProjectList } from '@/features/projects/api/listProjects';
import { ProjectGrid } from '@/features/projects/components/ProjectGrid';
import { isApiError } from '@/lib/api/errors';
import { formatUtcDateTime, isolateLtr } from '@/lib/dates';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { useDocumentTitle } from '@/lib/useDocumentTitle';

/** /organizations/:shortname: an organization's public page, its profile and its projects. */
export function OrganizationPage() {
  const { t } = useTranslation('organizations');
  const messages = useErrorMessages();
  const { shortname = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const organization = useOrganizationPage(shortname);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const identityId = organization.data?.id;
  const projects = useProjectList({ page, identityId }, identityId !== undefined);
  useDocumentTitle(organization.data?.name ?? t('page.title'));

  if (organization.isError) {
    return isApiError(organization.error) && organization.error.status === 404 ? (
      <ErrorState icon={<SearchX aria-hidden="true" strokeWidth={1.5} />} title={t('page.notFoundTitle')} text={t('page.notFoundText')} />
    ) : (
      <div className="mp-container mp-container-md">
        <Alert severity="error">{messages.apiError(organization.error)}</Alert>
      </div>
    );
  }
  return (
    <div className="mp-container">
      {organization.data ? <OrganizationHeader organization={organization.data} /> : <Skeleton shape="rect" height={140} />}
      {organization.data?.closed_at && (
        <Alert severity="info" role="note" className="mp-org-closed">
          {t('page.closed', { date: isolateLtr(formatUtcDateTime(organization.data.closed_at)) })}
        </Alert>
      )}
      <h2 className="mp-h2 mp-org-projects-title">{t('page.projects')}</h2>
      <ProjectGrid
        data={projects.data}
        isPending={projects.isPending}
        error={projects.error}
        onRetry={() => void projects.refetch()}
        page={page}
        onPageChange={(next) => setParams(next > 1 ? { page: String(next) } : {})}
        emptyText={t('page.empty')}
      />
    </div>
  );
}
