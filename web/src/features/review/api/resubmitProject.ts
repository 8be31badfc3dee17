import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { reviewKeys } from './keys';
import type { ReviewNote } from './types';

/** POST /projects/{id}/resubmit: back to the operators after the changes they asked for. */
export function resubmitProject(projectId: string): Promise<ReviewNote> {
  return api.post('/projects/{id}/resubmit', { params: { path: { id: projectId } } });
}

export function useResubmitProject(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resubmitProject(projectId),
    onSuccess: (note) => queryClient.setQueryData(reviewKeys.note(projectId), note),
  });
}
