import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { reviewKeys } from './keys';
import type { ReviewItem } from './types';

export type ReviewDecision =
  | { item: ReviewItem; action: 'approve' }
  | { item: ReviewItem; action: 'request-changes'; message: string }
  | { item: ReviewItem; action: 'reject'; reason: string };

/** POST /admin/projects/{id}/approve | request-changes {message} | reject {reason}. */
export function decideReview(decision: ReviewDecision): Promise<ReviewItem> {
  const path = `/admin/projects/${encodeURIComponent(decision.item.id)}/${decision.action}`;
  const body = decision.action === 'approve' ? {} : decision.action === 'reject' ? { reason: decision.reason } : { message: decision.message };
  return api.post<ReviewItem>(path, body, { asPerson: true });
}

export function useDecideReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideReview,
    onSuccess: async (_, { item }) => {
      // The decided project leaves the waiting queue at once; the lists then reload.
      queryClient.setQueryData<{ results: ReviewItem[] }>(reviewKeys.queue('submitted'), (queue) =>
        queue ? { results: queue.results.filter((entry) => entry.id !== item.id) } : queue,
      );
      await queryClient.invalidateQueries({ queryKey: reviewKeys.all });
    },
  });
}
