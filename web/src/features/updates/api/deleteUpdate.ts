import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { updateKeys } from './keys';

/** DELETE /projects/updates/{id}, as the organization. */
export function deleteUpdate(id: string): Promise<{ message: string }> {
  return api.delete('/projects/updates/{id}', { params: { path: { id } } });
}

export function useDeleteUpdate(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUpdate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: updateKeys.project(projectId) }),
  });
}
