import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/ui/buttonClass';
import { useIdentities } from '@/lib/auth/identities';
import { useProjectUpdates } from '../api/listUpdates';
import { UpdateItem } from './UpdateItem';
import { UpdatesListState } from './UpdatesListState';
import './updates.css';

/** The section with its writing and moderating tools (dialogs, menus, toasts, the form): only for those who may use them. */
const ManagedUpdates = lazy(async () => ({ default: (await import('./ManagedUpdates')).ManagedUpdates }));

/**
 * A project's updates, newest first. A reader (a visitor, a donor) gets them as plain markup; the
 * organization (acting as itself) and operators get the section with its tools (ManagedUpdates),
 * whose code loads only for them.
 */
export function ProjectUpdates({ projectId }: { projectId: string }) {
  const { t } = useTranslation('comments', { keyPrefix: 'updates' });
  const { status, current } = useIdentities();
  const viewerId = status !== 'idle' ? (current?.id ?? null) : null;
  const list = useProjectUpdates(projectId, viewerId);

  const pages = list.data?.pages ?? [];
  const updates = pages.flatMap((page) => page.results);
  const canWrite = pages[0]?.can_write ?? false;
  const canModerate = pages[0]?.can_moderate ?? false;

  // Visitors see the section only when there is something to read.
  if (list.isSuccess && updates.length === 0 && !canWrite) return null;

  const reading = (
    <section aria-labelledby="project-updates-title" className="mp-card mp-updates">
      <div className="mp-updates-head">
        <h2 id="project-updates-title" className="mp-h2 mp-updates-title">
          {t('section.title')}
        </h2>
      </div>
      <UpdatesListState list={list} />
      <div className="mp-updates-list">
        {updates.map((update) => (
          <UpdateItem key={update.id} update={update} />
        ))}
      </div>
      {list.hasNextPage && (
        <button type="button" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage} className={buttonClass({}, 'mp-updates-more')}>
          {t('section.loadMore')}
        </button>
      )}
    </section>
  );

  if (!canWrite && !canModerate) return reading;
  return (
    <Suspense fallback={reading}>
      <ManagedUpdates projectId={projectId} />
    </Suspense>
  );
}
