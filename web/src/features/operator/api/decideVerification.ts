import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { operatorKeys } from './keys';
import type { QueueItem, VerificationQueue } from './types';

export interface Decision {
  item: QueueItem;
  status: 'verified' | 'rejected';
  reason?: string;
}

/** POST /admin/{users|organizations}/{id}/verification: approve, or reject with a reason. */
export function decideVerification({ item, status, reason }: Decision): Promise<unknown> {
  const init = { params: { path: { id: item.subject_id } }, body: { status, reason }, asPerson: true };
  return item.subject_kind === 'organization'
    ? api.post('/admin/organizations/{id}/verification', init)
    : api.post('/admin/users/{id}/verification', init);
}

export function useDecideVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideVerification,
    onSuccess: async (_, { item }) => {
      // The decided item leaves the pending queue at once; the lists then reload.
      queryClient.setQueryData<VerificationQueue>(operatorKeys.queue('pending'), (queue) =>
        queue ? { results: queue.results.filter((entry) => entry.id !== item.id) } : queue,
      );
      await queryClient.invalidateQueries({ queryKey: operatorKeys.queueAll });
    },
  });
}
