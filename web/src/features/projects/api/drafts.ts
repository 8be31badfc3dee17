import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { projectKeys } from './keys';
import type { Project, ProjectWrite } from './types';

/** The most drafts "My drafts" shows: an organization keeps a handful, not pages of them. */
export const DRAFT_LIST_LIMIT = 50;

/** GET /projects?filter.status=DRAFT: the drafts of the organization the person acts for, newest first. */
export function listDrafts(identityId: string, signal?: AbortSignal): Promise<Project[]> {
  return api
    .get('/projects', {
      params: { query: { limit: DRAFT_LIST_LIMIT, 'filter.identity_id': identityId, 'filter.status': 'DRAFT' } },
      signal,
    })
    .then((page) => page.results);
}

export const draftListQueryOptions = (identityId: string) =>
  queryOptions({
    queryKey: projectKeys.drafts(identityId),
    queryFn: ({ signal }) => listDrafts(identityId, signal),
    // Another device may have saved since: a draft list is read fresh each time it is shown.
    staleTime: 0,
  });

export function useDraftList(identityId: string, enabled = true) {
  return useQuery({ ...draftListQueryOptions(identityId), enabled });
}

/** POST /projects with `status: DRAFT`: the first save of a new project's draft. */
export function createDraft(body: ProjectWrite, idempotencyKey: string): Promise<Project> {
  return api.post('/projects', {
    params: { header: { 'Idempotency-Key': idempotencyKey } },
    body: { ...body, status: 'DRAFT' },
  });
}

/**
 * PATCH /projects/{id} of a draft, from the copy saved at `base` (its `updated_at`): the server
 * answers 409 `project.edit_conflict` and changes nothing when another device saved since.
 * Emptied fields are sent as "" so the server empties them too.
 */
export function updateDraft(id: string, body: ProjectWrite, base: string | null): Promise<Project> {
  return api.patch('/projects/{id}', {
    params: { path: { id } },
    body: { ...body, status: 'DRAFT', base_updated_at: base },
    keepEmptyStrings: true,
  });
}

/** DELETE /projects/{id} of a draft, from "My drafts". */
export function useDeleteDraft(identityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete('/projects/{id}', { params: { path: { id } } }),
    onSuccess: (_, id) => {
      queryClient.setQueryData<Project[]>(projectKeys.drafts(identityId), (drafts) => drafts?.filter((draft) => draft.id !== id));
      queryClient.removeQueries({ queryKey: projectKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: projectKeys.lists() });
    },
  });
}
