import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { updateKeys } from './keys';
import type { ProjectUpdate } from './types';

export interface UpdateBody {
  title: string;
  body: string;
  media_id?: string | null;
}

/** POST /projects/{id}/updates (new) or PATCH /projects/updates/{id} (edit), as the organization. */
export function saveUpdate(projectId: string, id: string | null, body: UpdateBody): Promise<ProjectUpdate> {
  return id
    ? api.patch('/projects/updates/{id}', { params: { path: { id } }, body })
    : api.post('/projects/{id}/updates', { params: { path: { id: projectId } }, body });
}

export function useSaveUpdate(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: UpdateBody }) => saveUpdate(projectId, id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: updateKeys.project(projectId) }),
  });
}
