import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useIdentities } from '@/lib/auth/identities';
import { projectQueryOptions } from '../api/getProject';
import { draftFromProject, draftKey, newDraft, readDraft, useProjectDraft } from './draft';
import { useDraftSync } from './useDraftSync';

/**
 * The draft the wizard works on: the organization's new-project draft, or with `?edit=<id>`
 * the draft of that project (a draft kept on the server, or a published project), seeded from
 * the server the first time. A new project's draft is saved on the server as it is typed.
 */
export function useWizard() {
  const [params] = useSearchParams();
  const editId = params.get('edit');
  const { current } = useIdentities();
  const identityId = current?.id ?? 'anonymous';
  // A new project's draft stays where it was started on this device, also once the server has it.
  const inSlot = !editId || readDraft(draftKey(identityId))?.projectId === editId;
  const store = useProjectDraft(identityId, inSlot ? null : editId);
  const needsProject = Boolean(editId) && store.draft === null;
  // Read again even when cached: another device may have saved the draft since.
  const project = useQuery({ ...projectQueryOptions(editId ?? ''), enabled: needsProject, refetchOnMount: 'always' });
  const sync = useDraftSync(store.key, store.draft);

  const { draft, save } = store;
  useEffect(() => {
    if (!editId && draft === null) save(newDraft());
  }, [editId, draft, save]);
  // Only the copy read now, not the cached one.
  const fresh = project.isFetchedAfterMount ? project.data : undefined;
  useEffect(() => {
    if (editId && draft === null && fresh) save(draftFromProject(fresh));
  }, [editId, draft, fresh, save]);

  return { ...store, editId, sync, loading: store.draft === null && !project.isError, loadError: project.error };
}
