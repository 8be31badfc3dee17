import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/Alert';
import { useProjectList } from '@/features/projects/api/listProjects';
import { ProjectGrid } from '@/features/projects/components/ProjectGrid';
import { useIdentities } from '@/lib/auth/identities';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import '@/features/projects/wizard/wizard.css';

// Its list, buttons and question load beside the grid: the page's first download stays the grid's.
const MyDrafts = lazy(async () => ({ default: (await import('@/features/projects/components/MyDrafts')).MyDrafts }));

/** /dashboard/:identityId: "Your projects", drafts included for the organization itself. */
export function DashboardPage() {
  const { t } = useTranslation(['projectForm', 'projects']);
  const { identityId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const { identities, current } = useIdentities();
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
        <>
          {/* Drafts are the organization's own: only when acting for it. */}
          {current?.id === identityId && (
            <Suspense fallback={null}>
              <MyDrafts identityId={identityId} />
            </Suspense>
          )}
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
        </>
      )}
    </div>
  );
}
