import { Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { PagePagination } from '@/components/PagePagination';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { useMainShown } from '@/lib/react/mainShown';
import { PAGE_SIZE } from '../api/keys';
import type { ProjectPreviewPage } from '../api/types';
import { ProjectCard } from './ProjectCard';
import '@/styles/pages.css';
import { Skeleton } from '@/components/ui/Skeleton';

interface ProjectGridProps {
  data: ProjectPreviewPage | undefined;
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  page: number;
  onPageChange: (page: number) => void;
  emptyText: string;
  showStatus?: boolean;
}

/** The list's failure, with the server's reason: its messages (`errors`) load the first time one shows. */
function ListError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('projects');
  const messages = useErrorMessages();
  return (
    <Alert
      severity="error"
      action={
        <button type="button" className="mp-button mp-button-small mp-button-inherit" onClick={onRetry}>
          {t('list.retry')}
        </button>
      }
    >
      {t('list.error')} {messages.apiError(error)}
    </Alert>
  );
}

/**
 * A page of project cards with loading, empty and error states, and pagination. The first card's
 * cover loads first, on its own: the others once it is shown (on a slow connection they would
 * share its bandwidth), each in its tinted frame until then.
 */
export function ProjectGrid({ data, isPending, error, onRetry, page, onPageChange, emptyText, showStatus }: ProjectGridProps) {
  const { t } = useTranslation('projects');
  const firstCover = useRef<HTMLImageElement>(null);
  const firstCoverShown = useMainShown(firstCover, !isPending && !error && (data?.results.length ?? 0) > 0);

  if (isPending) {
    return (
      <div className="mp-grid mp-cards" aria-busy="true" aria-label={t('list.loading')}>
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} shape="rect" height={320} />
        ))}
      </div>
    );
  }

  if (error || !data) {
    return (
      <Suspense fallback={<Skeleton shape="rect" height={48} />}>
        <ListError error={error} onRetry={onRetry} />
      </Suspense>
    );
  }

  if (data.results.length === 0) {
    return (
      <div role="status" className="mp-empty">
        <p className="mp-p mp-muted">{emptyText}</p>
      </div>
    );
  }

  const pages = Math.max(1, Math.ceil(data.total / PAGE_SIZE));
  return (
    <div>
      <p role="status" className="mp-body2 mp-muted" style={{ marginBlockEnd: 24 }}>
        {t('list.count', { count: data.total })}
      </p>
      <ul className="mp-grid mp-cards">
        {data.results.map((project, index) => (
          <li key={project.id}>
            <ProjectCard
              project={project}
              showStatus={showStatus}
              coverPriority={index === 0}
              coverRef={index === 0 ? firstCover : undefined}
              coverWaits={index > 0 && !firstCoverShown}
            />
          </li>
        ))}
      </ul>
      <PagePagination count={pages} page={page} onChange={onPageChange} label={t('list.pagination')} />
    </div>
  );
}
