import CloudOff from 'lucide-react/icons/cloud-off';
import { useTranslation } from 'react-i18next';
import { formatSavedAt } from './savedAt';
import type { SaveState } from './sync';

/**
 * Where the draft stands (saving, saved, kept on this device while offline, not saved), said
 * politely: a live region present from the start, so screen readers hear each change.
 */
export function SaveStatus({ state, local }: { state: SaveState; local: boolean }) {
  const { t, i18n } = useTranslation('projectForm');
  let text = '';
  if (state.kind === 'saving') text = t('drafts.saving');
  else if (state.kind === 'saved') text = t('drafts.saved', { time: formatSavedAt(state.at, i18n.language) });
  else if (state.kind === 'offline') text = t('drafts.offline');
  else if (state.kind === 'failed') text = t('drafts.failed');
  else if (state.kind === 'conflict') text = t('drafts.conflictPending');
  else if (local) text = t('drafts.local');
  return (
    <p className="mp-body2 mp-muted mp-wizard-save-status" role="status" aria-live="polite" data-state={state.kind}>
      {(state.kind === 'offline' || state.kind === 'failed') && <CloudOff size="1em" aria-hidden="true" />}
      {text}
    </p>
  );
}
