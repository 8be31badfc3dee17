import FilePen from 'lucide-react/icons/file-pen';
import Trash2 from 'lucide-react/icons/trash-2';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { LinkButton } from '@/components/ui/LinkButton';
import { Skeleton } from '@/components/ui/Skeleton';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { paths } from '@/lib/paths';
import { useDeleteDraft, useDraftList } from '../api/drafts';
import type { Project } from '../api/types';
import { draftKey, readDraft, writeDraft } from '../wizard/draft';
import { formatSavedAt } from '../wizard/savedAt';
import './myDrafts.css';

/** Forgets this device's copies of a deleted draft, so the wizard does not bring it back. */
function forgetLocalCopies(identityId: string, projectId: string) {
  writeDraft(draftKey(identityId, projectId), null);
  if (readDraft(draftKey(identityId))?.projectId === projectId) writeDraft(draftKey(identityId), null);
}

/**
 * "My drafts": the projects the organization started and has not published, as saved on the
 * server (so the same list on every device), each to continue or delete (after a question).
 */
export function MyDrafts({ identityId }: { identityId: string }) {
  const { t, i18n } = useTranslation('projectForm');
  const messages = useErrorMessages();
  const drafts = useDraftList(identityId);
  const remove = useDeleteDraft(identityId);
  const [confirming, setConfirming] = useState<Project | null>(null);
  const titleOf = (draft: Project) => draft.title.trim() || t('drafts.untitled');

  const confirmDelete = async (draft: Project) => {
    setConfirming(null);
    try {
      await remove.mutateAsync(draft.id);
      forgetLocalCopies(identityId, draft.id);
    } catch {
      // The alert above the list says what went wrong.
    }
  };

  return (
    <section className="mp-card mp-drafts" aria-labelledby="my-drafts-title" data-testid="my-drafts">
      <h2 id="my-drafts-title" className="mp-h2 mp-drafts-title">
        {t('drafts.listTitle')}
      </h2>
      <p className="mp-body2 mp-muted">{t('drafts.listHint')}</p>
      {remove.isError && <Alert severity="error">{messages.apiError(remove.error)}</Alert>}
      {drafts.isPending ? (
        <Skeleton height="3rem" shape="rect" />
      ) : drafts.isError ? (
        <Alert severity="error">{messages.apiError(drafts.error)}</Alert>
      ) : drafts.data.length === 0 ? (
        <p className="mp-p mp-muted">{t('drafts.listEmpty')}</p>
      ) : (
        <ul className="mp-drafts-list">
          {drafts.data.map((draft) => (
            <li key={draft.id} className="mp-drafts-item">
              <FilePen className="mp-drafts-icon" size="1.25em" aria-hidden="true" />
              <div className="mp-drafts-text">
                <bdi className="mp-drafts-name">{titleOf(draft)}</bdi>
                <span className="mp-body2 mp-muted">{t('drafts.lastSaved', { time: formatSavedAt(draft.updated_at, i18n.language) })}</span>
              </div>
              <div className="mp-drafts-actions">
                <LinkButton to={paths.createStep(1, draft.id)} variant="outlined" size="small">
                  {t('drafts.open')}
                  <span className="mp-visually-hidden">: {titleOf(draft)}</span>
                </LinkButton>
                <Button
                  tone="error"
                  variant="text"
                  size="small"
                  startIcon={<Trash2 aria-hidden="true" size={16} />}
                  onPress={() => setConfirming(draft)}
                  isDisabled={remove.isPending}
                >
                  {t('drafts.delete')}
                  <span className="mp-visually-hidden">: {titleOf(draft)}</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={confirming !== null}
        header={confirming ? t('drafts.deleteTitle', { title: titleOf(confirming) }) : ''}
        subheader={t('drafts.deleteText')}
        onClose={() => setConfirming(null)}
        buttons={[
          { label: t('drafts.keep'), onClick: () => setConfirming(null), variant: 'outlined' },
          { label: t('drafts.deleteConfirm'), onClick: () => confirming && void confirmDelete(confirming), color: 'error' },
        ]}
      />
    </section>
  );
}
