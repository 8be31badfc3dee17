import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { roundAdminKeys } from './keys';
import type { Payout, PayoutRequest } from './types';

/**
 * POST /admin/rounds/{id}/payouts: refused before the round is frozen (409 `results.not_frozen`)
 * and above what the project is still owed (409 `payout.exceeds_match`).
 */
export function recordPayout(roundId: string, body: PayoutRequest): Promise<Payout> {
  return api.post('/admin/rounds/{id}/payouts', { params: { path: { id: roundId } }, body, asPerson: true });
}

export function useRecordPayout(roundId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PayoutRequest) => recordPayout(roundId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: roundAdminKeys.payouts(roundId) }),
  });
}
