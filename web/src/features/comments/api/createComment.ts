import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { insertComment, type CommentPages } from '../utils/cache';
import { commentKeys } from './keys';
import type { Comment } from './types';

export interface NewComment {
  content: string;
  /** A top-level comment of the same project, to reply to it. */
  parent_id?: string;
}

/** POST /projects/{id}/comments, as the identity acting now. */
export function createComment(projectId: string, body: NewComment): Promise<Comment> {
  return api.post('/projects/{id}/comments', { params: { path: { id: projectId } }, body });
}

/** Posts a comment or reply and shows it at once; the pages are then read again. */
export function useCreateComment(projectId: string, listKey: readonly unknown[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewComment) => createComment(projectId, body),
    onSuccess: (comment) => {
      queryClient.setQueryData<CommentPages>(listKey, (data) => data && insertComment(data, comment));
      void queryClient.invalidateQueries({ queryKey: commentKeys.project(projectId) });
    },
  });
}
