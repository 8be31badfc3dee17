import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { operatorKeys } from './keys';
import type { Reward, RewardLedger } from './types';

/** POST /admin/referrals/rewards/{id}/paid: once per reward (409 `referral.already_paid` after). */
export function markRewardPaid(id: string): Promise<Reward> {
  return api.post('/admin/referrals/rewards/{id}/paid', { params: { path: { id } }, asPerson: true });
}

/** Marks rewards paid one after the other (the API takes one at a time); stops at the first failure. */
export async function markRewardsPaid(ids: readonly string[], onPaid: (reward: Reward) => void): Promise<void> {
  for (const id of ids) onPaid(await markRewardPaid(id));
}

export function useMarkRewardsPaid() {
  const queryClient = useQueryClient();
  const replace = (reward: Reward) =>
    queryClient.setQueryData<RewardLedger>(operatorKeys.rewards, (ledger) =>
      ledger ? { ...ledger, results: ledger.results.map((row) => (row.id === reward.id ? reward : row)) } : ledger,
    );
  return useMutation({
    mutationFn: (ids: readonly string[]) => markRewardsPaid(ids, replace),
    onSettled: () => queryClient.invalidateQueries({ queryKey: operatorKeys.rewards }),
  });
}
