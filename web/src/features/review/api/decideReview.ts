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
  const params = { path: { id: decision.item.id } };
  switch (decision.action) {
    case 'approve':
      return api.post('/admin/projects/{id}/approve', { params, asPerson: true });
    case 'reject':
      return api.post('/admin/projects/{id}/reject', { params, body: { reason: decision.reason }, asPerson: true });
    case 'request-changes':
      return api.post('/admin/projects/{id}/request-changes', { params, body: { message: decision.message }, asPerson: true });
  }
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
