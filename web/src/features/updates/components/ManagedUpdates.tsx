import FilePlus from 'lucide-react/icons/file-plus';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { Button } from '@/components/ui/Button';
import { ToastRegion } from '@/components/ui/Toast';
import type { ToastMessage } from '@/components/ui/toasts';
import { useIdentities } from '@/lib/auth/identities';
import { useDeleteUpdate } from '../api/deleteUpdate';
import { useHideUpdate } from '../api/hideUpdate';
import { useProjectUpdates } from '../api/listUpdates';
import type { ProjectUpdate } from '../api/types';
import { UpdateActions } from './UpdateActions';
import { UpdateFormDialog } from './UpdateFormDialog';
import { UpdateItem } from './UpdateItem';
import { UpdatesListState } from './UpdatesListState';
import './updates.css';

/**
 * "Posted", "Deleted", "That did not work": the section's own toasts (the layout has no toast
 * region yet; once it has, these can go to the app's queue, components/ui/toasts.ts).
 */
const notices = new ToastQueue<ToastMessage>({ maxVisibleToasts: 1 });
const notify = (text: string, severity: ToastMessage['severity'] = 'success') => notices.add({ text, severity }, { timeout: 5000 });

type Editing = { update: ProjectUpdate | null } | null;

/**
 * A project's updates, newest first, for those who may change them (ProjectUpdates loads it for
 * them): the organization (acting as itself) posts, edits and deletes them; operators hide them.
 */
export function ManagedUpdates({ projectId }: { projectId: string }) {
  const { t } = useTranslation('comments', { keyPrefix: 'updates' });
  const { status, current } = useIdentities();
  const viewerId = status !== 'idle' ? (current?.id ?? null) : null;
  const list = useProjectUpdates(projectId, viewerId);
  const remove = useDeleteUpdate(projectId);
  const hide = useHideUpdate(projectId);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ProjectUpdate | null>(null);

  const pages = list.data?.pages ?? [];
  const updates = pages.flatMap((page) => page.results);
  const canWrite = pages[0]?.can_write ?? false;
  const canModerate = pages[0]?.can_moderate ?? false;
  const failed = () => notify(t('actions.failed'), 'error');

  // Visitors see the section only when there is something to read.
  if (list.isSuccess && updates.length === 0 && !canWrite) return null;

  return (
    <section aria-labelledby="project-updates-title" className="mp-card mp-updates">
      <div className="mp-updates-head">
        <h2 id="project-updates-title" className="mp-h2 mp-updates-title">
          {t('section.title')}
        </h2>
        {canWrite && (
          <Button variant="contained" startIcon={<FilePlus aria-hidden="true" size={20} />} onPress={() => setEditing({ update: null })}>
            {t('section.post')}
          </Button>
        )}
      </div>
      <UpdatesListState list={list} />
      {list.isSuccess && updates.length === 0 && <p className="mp-p mp-muted mp-updates-note">{t('section.emptyOwner')}</p>}
      <div className="mp-updates-list">
        {updates.map((update) => (
          <UpdateItem
            key={update.id}
            update={update}
            actions={
              <UpdateActions
                update={update}
                canWrite={canWrite}
                canModerate={canModerate}
                onEdit={() => setEditing({ update })}
                onDelete={() => setDeleting(update)}
                onHide={(hidden) => hide.mutate({ id: update.id, hidden }, { onError: failed })}
              />
            }
          />
        ))}
      </div>
      {list.hasNextPage && (
        <Button onPress={() => void list.fetchNextPage()} isDisabled={list.isFetchingNextPage} className="mp-updates-more">
          {t('section.loadMore')}
        </Button>
      )}
      {editing && (
        <UpdateFormDialog
          projectId={projectId}
          editing={editing.update}
          onClose={() => setEditing(null)}
          onSaved={() => {
            if (!editing.update) notify(t('actions.posted'));
            setEditing(null);
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        header={t('actions.deleteTitle')}
        subheader={t('actions.deleteText')}
        onClose={() => setDeleting(null)}
        buttons={[
          { label: t('actions.keep'), onClick: () => setDeleting(null), variant: 'text' },
          {
            label: t('actions.deleteConfirm'),
            color: 'error',
            variant: 'contained',
            onClick: () => {
              if (deleting) remove.mutate(deleting.id, { onSuccess: () => notify(t('actions.deleted')), onError: failed });
              setDeleting(null);
            },
          },
        ]}
      />
      <ToastRegion queue={notices} />
    </section>
  );
}
