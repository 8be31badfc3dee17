import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getComment } from '../api/getComment';
import { setLike, setReaction } from '../api/reactions';
import type { Comment } from '../api/types';
import { findComment, updateComment, type CommentPages } from '../utils/cache';
import { applyLike, applyReaction, nextReaction } from '../utils/reactions';

type Change = { kind: 'like'; liked: boolean } | { kind: 'reaction'; reaction: string };

/**
 * The caller's like and reaction on one comment. Each change shows at once, is rolled back if
 * the server refuses it, and the comment's counts are then read again from the server (others
 * may have reacted meanwhile). While one change is on its way, further clicks are ignored.
 */
export function useCommentReactions(comment: Comment, listKey: readonly unknown[]) {
  const queryClient = useQueryClient();
  const patch = (change: (current: Comment) => Comment) =>
    queryClient.setQueryData<CommentPages>(listKey, (data) => data && updateComment(data, comment.id, change));

  const reload = async () => {
    try {
      const fresh = await getComment(comment.id);
      // Only this comment's own counts: its replies are kept as the list has them.
      patch((current) => ({ ...fresh, children: current.children, children_count: current.children_count }));
    } catch {
      // Gone (deleted or hidden meanwhile) or unreachable: read the whole list again.
      void queryClient.invalidateQueries({ queryKey: listKey });
    }
  };

  const mutation = useMutation({
    mutationFn: (change: Change) => (change.kind === 'like' ? setLike(comment.id, change.liked) : setReaction(comment.id, change.reaction)),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const before = findComment(queryClient.getQueryData<CommentPages>(listKey), comment.id) ?? comment;
      patch((current) => (change.kind === 'like' ? applyLike(current, change.liked) : applyReaction(current, change.reaction)));
      return { before };
    },
    onError: (_error, _change, context) => {
      if (!context) return;
      const { likes, identity_liked, reactions, identity_reaction } = context.before;
      patch((current) => ({ ...current, likes, identity_liked, reactions, identity_reaction }));
    },
    onSettled: () => reload(),
  });

  const change = (next: Change) => {
    if (!mutation.isPending) mutation.mutate(next);
  };

  return {
    toggleLike: () => change({ kind: 'like', liked: !comment.identity_liked }),
    /** Sets `reaction`, or takes it back when it is already the caller's. */
    choose: (reaction: string) => change({ kind: 'reaction', reaction: nextReaction(comment.identity_reaction, reaction) }),
    pending: mutation.isPending,
    error: mutation.error,
    clearError: mutation.reset,
  };
}
