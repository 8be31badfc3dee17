import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { updateComment as replaceInPages, type CommentPages } from '../utils/cache';
import type { Comment } from './types';

/** PUT /projects/comments/{id}: the author changes the text. */
export function updateComment(id: string, content: string): Promise<Comment> {
  return api.put('/projects/comments/{id}', { params: { path: { id } }, body: { content } });
}

export function useUpdateComment(listKey: readonly unknown[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, content }: { id: string; content: string }) => updateComment(id, content),
    onSuccess: (saved) => {
      // The answer carries the replies too; a reply keeps its place in its thread.
      queryClient.setQueryData<CommentPages>(listKey, (data) =>
        data && replaceInPages(data, saved.id, (current) => ({ ...saved, children: saved.parent_id ? current.children : saved.children })),
      );
    },
  });
}
