import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useIdentities } from '@/lib/auth/identities';
import { useProject } from '../api/getProject';
import { draftFromProject, newDraft, useProjectDraft } from './draft';

/**
 * The draft the wizard works on: the organization's new-project draft, or with `?edit=<id>`
 * the draft of that project, seeded from the server the first time.
 */
export function useWizard() {
  const [params] = useSearchParams();
  const editId = params.get('edit');
  const { current } = useIdentities();
  const identityId = current?.id ?? 'anonymous';
  const store = useProjectDraft(identityId, editId);
  const needsProject = Boolean(editId) && store.draft === null;
  const project = useProject(needsProject ? (editId ?? undefined) : undefined);

  const { draft, save } = store;
  useEffect(() => {
    if (!editId && draft === null) save(newDraft());
  }, [editId, draft, save]);
  useEffect(() => {
    if (editId && draft === null && project.data) save(draftFromProject(project.data));
  }, [editId, draft, project.data, save]);

  return { ...store, editId, loading: store.draft === null && !project.isError, loadError: project.error };
}
