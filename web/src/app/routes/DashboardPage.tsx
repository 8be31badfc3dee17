import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/Alert';
import { useProjectList } from '@/features/projects/api/listProjects';
import { ProjectGrid } from '@/features/projects/components/ProjectGrid';
import { useIdentities } from '@/lib/auth/identities';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import '@/features/projects/wizard/wizard.css';

/** /dashboard/:identityId: "Your projects", drafts included for the organization itself. */
export function DashboardPage() {
  const { t } = useTranslation(['projectForm', 'projects']);
  const { identityId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const { identities } = useIdentities();
  useDocumentTitle(t('dashboard.title'));
  const identity = identities.find((candidate) => candidate.id === identityId);
  const isPerson = identity?.type === 'users';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useProjectList({ page, identityId }, !isPerson);

  return (
    <div className="mp-container mp-wizard">
      <h1 className="mp-h1 mp-wizard-start-title mp-dashboard-title">{t('dashboard.title')}</h1>
      {isPerson ? (
        <Alert severity="info" role="status">
          {t('dashboard.personAlert')}
        </Alert>
      ) : (
        <ProjectGrid
          data={list.data}
          isPending={list.isPending}
          error={list.error}
          onRetry={() => void list.refetch()}
          page={page}
          onPageChange={(next) => setParams(next > 1 ? { page: String(next) } : {})}
          emptyText={t('dashboard.empty')}
          showStatus
        />
      )}
    </div>
  );
}
