import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { formatSavedAt } from './savedAt';
import type { SaveState } from './sync';

interface DraftConflictProps {
  state: SaveState;
  onKeepLocal: () => void;
  onKeepServer: () => void;
}

/**
 * The draft changed on this device and, since they last agreed, on the server (another device
 * or another member): both versions with their times, and the person chooses which to keep.
 * Nothing is saved until they do; the dialog does not close without an answer.
 */
export function DraftConflict({ state, onKeepLocal, onKeepServer }: DraftConflictProps) {
  const { t, i18n } = useTranslation('projectForm');
  if (state.kind !== 'conflict') return null;
  const untitled = t('drafts.untitled');
  const versions = [
    { id: 'local', label: t('drafts.thisDevice'), title: state.local.values.title.trim() || untitled, at: state.local.updatedAt },
    { id: 'server', label: t('drafts.otherCopy'), title: state.server.title.trim() || untitled, at: state.server.updated_at },
  ];
  return (
    <Dialog
      isOpen
      onOpenChange={() => undefined}
      isDismissable={false}
      role="alertdialog"
      size="medium"
      title={t('drafts.conflictTitle')}
      data-testid="draft-conflict"
      actions={
        <>
          <Button variant="outlined" onPress={onKeepServer}>
            {t('drafts.keepOther')}
          </Button>
          <Button variant="contained" onPress={onKeepLocal}>
            {t('drafts.keepThis')}
          </Button>
        </>
      }
    >
      <p>{t('drafts.conflictText')}</p>
      <ul className="mp-wizard-conflict-list">
        {versions.map((version) => (
          <li key={version.id} data-version={version.id}>
            <strong>{version.label}</strong>: <bdi>{version.title}</bdi>
            {' · '}
            {t('drafts.changedAt', { time: formatSavedAt(version.at, i18n.language) })}
          </li>
        ))}
      </ul>
      <p className="mp-body2 mp-muted">{t('drafts.conflictHint')}</p>
    </Dialog>
  );
}
