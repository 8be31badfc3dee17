import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { updateKeys } from './keys';
import type { ProjectUpdate } from './types';

/** PATCH /admin/updates/{id}: an operator hides an update from the public, or shows it again. */
export function setUpdateHidden(id: string, hidden: boolean): Promise<ProjectUpdate> {
  return api.patch('/admin/updates/{id}', { params: { path: { id } }, body: { hidden }, asPerson: true });
}

export function useHideUpdate(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, hidden }: { id: string; hidden: boolean }) => setUpdateHidden(id, hidden),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: updateKeys.project(projectId) }),
  });
}
