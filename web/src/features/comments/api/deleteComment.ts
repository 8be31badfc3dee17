import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { removeComment, type CommentPages } from '../utils/cache';
import { setCommentHidden } from './hideComment';
import { commentKeys } from './keys';

/** DELETE /projects/comments/{id}: the author removes a comment, and its replies with it. */
export function deleteComment(id: string): Promise<{ message: string }> {
  return api.delete('/projects/comments/{id}', { params: { path: { id } } });
}

/**
 * Takes a comment out of the list (deleted by its author or hidden by an operator), then reads
 * the pages again: the later pages shift by one.
 */
export function useRemoveComment(projectId: string, listKey: readonly unknown[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, how }: { id: string; how: 'delete' | 'hide' }) => (how === 'delete' ? deleteComment(id) : setCommentHidden(id, true)),
    onSuccess: (_, { id }) => {
      queryClient.setQueryData<CommentPages>(listKey, (data) => data && removeComment(data, id));
      void queryClient.invalidateQueries({ queryKey: commentKeys.project(projectId) });
    },
  });
}
