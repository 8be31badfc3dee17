import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { commentKeys } from './keys';

/** PATCH /admin/comments/{id}: an operator hides a comment from everyone, or shows it again. */
export function setCommentHidden(id: string, hidden: boolean): Promise<{ message: string }> {
  return api.patch('/admin/comments/{id}', { params: { path: { id } }, body: { hidden }, asPerson: true });
}

/** An operator shows a hidden comment again (the undo after hiding). */
export function useUnhideComment(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => setCommentHidden(id, false),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentKeys.project(projectId) }),
  });
}
